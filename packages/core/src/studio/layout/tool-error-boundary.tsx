import {Component, type ReactNode} from 'react'
import {ToolCrashScreen} from '../screens/tool-screens.js'

interface Props {
  toolTitle: string
  children: ReactNode
}

interface State {
  error: unknown
  hasError: boolean
}

/** Keeps a crashing tool from taking the studio down: shows the crash screen with a retry. */
export class ToolErrorBoundary extends Component<Props, State> {
  override state: State = {error: undefined, hasError: false}

  static getDerivedStateFromError(error: unknown): State {
    return {error, hasError: true}
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ToolCrashScreen
          toolTitle={this.props.toolTitle}
          error={this.state.error}
          onRetry={() => this.setState({error: undefined, hasError: false})}
        />
      )
    }
    return this.props.children
  }
}
