import type {AuthProvider, AuthState} from '@tessera/store'
import {useEffect, useState} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {useStudio} from '../context/studio-context.js'
import {useStudioRouter} from '../router/router-context.js'
import {LoginScreen} from '../screens/login-screen.js'
import type {WorkspaceChooserEntry, WorkspaceEntryState} from '../screens/workspace-chooser.js'
import {workspacePath} from './workspace-path.js'

function entryState(state: AuthState | undefined): WorkspaceEntryState {
  if (!state) return 'loading'
  if (!state.authenticated || !state.currentUser) return 'logged-out'
  return state.currentUser.roles.length > 0 ? 'logged-in' : 'no-access'
}

/** Each workspace's sign-in state, from the auth store it shares with others on the same lake. */
function useChooserEntries(workspaces: ResolvedWorkspace[]): WorkspaceChooserEntry[] {
  const {authStoreFor} = useStudio()
  const [states, setStates] = useState<Record<string, AuthState>>({})
  useEffect(() => {
    const subscriptions = workspaces.map((workspace) =>
      authStoreFor(workspace).state$.subscribe({
        next: (state) => setStates((previous) => ({...previous, [workspace.name]: state})),
        error: () => undefined,
      }),
    )
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [workspaces, authStoreFor])
  return workspaces.map((workspace) => ({
    name: workspace.name,
    title: workspace.title ?? workspace.name,
    subtitle: workspace.subtitle,
    state: entryState(states[workspace.name]),
  }))
}

/** Loads the providers of the chosen workspace; goes straight to the only one when allowed. */
function useProviders(workspace: ResolvedWorkspace | undefined, redirect: (provider: AuthProvider) => void) {
  const {authStoreFor} = useStudio()
  const [result, setResult] = useState<{providers?: AuthProvider[]; error?: unknown}>({})
  useEffect(() => {
    if (!workspace) return
    let live = true
    setResult({})
    authStoreFor(workspace)
      .getProviders()
      .then(
        (providers) => {
          if (!live) return
          setResult({providers})
          if (providers.length === 1 && workspace.auth?.redirectOnSingle !== false) redirect(providers[0])
        },
        (error: unknown) => live && setResult({error}),
      )
    return () => {
      live = false
    }
  }, [workspace, authStoreFor])
  return result
}

/** The sign-in screen for a visitor who is not signed in to `current` (the route's workspace). */
export function LoginContainer({current}: {current: ResolvedWorkspace}) {
  const studio = useStudio()
  const router = useStudioRouter()
  const {workspaces} = studio
  const entries = useChooserEntries(workspaces)
  const [chosen, setChosen] = useState<string | undefined>(workspaces.length > 1 ? undefined : current.name)
  const chosenWorkspace = workspaces.find((workspace) => workspace.name === chosen)

  const redirect = (provider: AuthProvider) => {
    if (!chosenWorkspace) return
    const url = studio.authStoreFor(chosenWorkspace).loginUrl(provider, {
      origin: window.location.origin,
      basePath: workspacePath(studio.basePath, chosenWorkspace),
    })
    window.location.assign(url)
  }
  const providers = useProviders(chosenWorkspace, redirect)

  const onChooseWorkspace = (name: string | undefined) => {
    const entry = entries.find((candidate) => candidate.name === name)
    const workspace = workspaces.find((candidate) => candidate.name === name)
    // A workspace the visitor is already signed in to just opens.
    if (entry?.state === 'logged-in' && workspace) router.navigate(workspacePath(studio.basePath, workspace))
    else setChosen(name)
  }

  return (
    <LoginScreen
      workspaces={entries}
      chosenWorkspace={chosen}
      onChooseWorkspace={onChooseWorkspace}
      providers={{providers: providers.providers, error: providers.error, onChoose: redirect}}
    />
  )
}
