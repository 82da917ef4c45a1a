import type {ComponentType} from 'react'
import {structureError} from './errors.js'
import {checkId, serializeChild, type ChildInput, type Serializable} from './list-builders.js'
import type {ComponentNode, ComponentPaneProps, DocumentNode} from './types.js'

interface DocumentSpec {
  id?: string
  documentId?: string
  schemaType?: string
  title?: string
  templateId?: string
  templateParameters?: Record<string, unknown>
}

/** `S.document()`: one document's pane (a singleton when its id is fixed). */
export class DocumentBuilder implements Serializable<DocumentNode> {
  constructor(private readonly spec: DocumentSpec = {}) {}
  private with(patch: Partial<DocumentSpec>): DocumentBuilder {
    return new DocumentBuilder({...this.spec, ...patch})
  }
  id(id: string): DocumentBuilder {
    return this.with({id})
  }
  documentId(documentId: string): DocumentBuilder {
    return this.with({documentId: documentId.replace(/^drafts\./, '')})
  }
  schemaType(schemaType: string): DocumentBuilder {
    return this.with({schemaType})
  }
  title(title: string): DocumentBuilder {
    return this.with({title})
  }
  initialValueTemplate(templateId: string, parameters?: Record<string, unknown>): DocumentBuilder {
    return this.with({templateId, templateParameters: parameters})
  }
  getDocumentId(): string | undefined {
    return this.spec.documentId
  }
  serialize(path: readonly string[] = []): DocumentNode {
    const documentId = this.spec.documentId
    if (!documentId) throw structureError('error.missing-document-id', undefined, path)
    const id = checkId('document', this.spec.id ?? documentId, path)
    return {
      type: 'document',
      id,
      documentId,
      schemaType: this.spec.schemaType,
      title: this.spec.title,
      templateId: this.spec.templateId,
      templateParameters: this.spec.templateParameters,
    }
  }
}

interface ComponentSpec {
  id?: string
  title?: string
  component?: ComponentType<ComponentPaneProps>
  options?: Record<string, unknown>
  child?: ChildInput
}

/** `S.component(MyPane)`: a pane rendering your own React component. */
export class ComponentBuilder implements Serializable<ComponentNode> {
  constructor(private readonly spec: ComponentSpec = {}) {}
  private with(patch: Partial<ComponentSpec>): ComponentBuilder {
    return new ComponentBuilder({...this.spec, ...patch})
  }
  id(id: string): ComponentBuilder {
    return this.with({id})
  }
  title(title: string): ComponentBuilder {
    return this.with({title})
  }
  component(component: ComponentType<ComponentPaneProps>): ComponentBuilder {
    return this.with({component})
  }
  options(options: Record<string, unknown>): ComponentBuilder {
    return this.with({options})
  }
  child(child: ChildInput): ComponentBuilder {
    return this.with({child})
  }
  serialize(path: readonly string[] = []): ComponentNode {
    const id = checkId('component', this.spec.id, path)
    const here = [...path, id]
    if (!this.spec.component) throw structureError('error.missing-component', undefined, here)
    return {
      type: 'component',
      id,
      title: this.spec.title,
      component: this.spec.component,
      options: this.spec.options ?? {},
      child: this.spec.child === undefined ? undefined : serializeChild(this.spec.child, here),
    }
  }
}
