export {
  dec,
  diffMatchPatch,
  inc,
  insert,
  prefixPatches,
  set,
  setIfMissing,
  unset,
  type FormPatch,
} from './patch/patches.js'
export {toMutationPatches, type MutationPatch} from './patch/to-mutation-patches.js'
export {prepareFormState} from './state/prepare-form-state.js'
export {objectCollapseId} from './state/types.js'
export {reuse} from './state/reuse.js'
export * from './state/types.js'
export {
  customInputOf,
  resolveBuiltInInputKind,
  resolveInputKind,
  type InputKind,
} from './inputs/resolve-input-kind.js'
export type {
  ArrayInputProps,
  CustomInputProps,
  ObjectInputProps,
  OnPatch,
  PrimitiveInputProps,
  RenderInput,
} from './inputs/input-props.js'
export {StringInput} from './inputs/string-input.js'
export {TextAreaInput} from './inputs/text-input.js'
export {NumberInput, numberInputMode, numberInputStep} from './inputs/number-input.js'
export {BooleanInput} from './inputs/boolean-input.js'
export {FormBuilder, type FormBuilderProps} from './builder/form-builder.js'
export {renderBuiltInInput, renderDefaultInput} from './builder/render-default-input.js'
export {FormContextProvider, useFormContext, type FormContextValue} from './builder/form-context.js'
export {FormField, type FormFieldProps} from './builder/form-field.js'
export {FormMembers, type FormMembersProps} from './builder/form-members.js'
export {FormGroups, type FormGroupsProps} from './builder/form-groups.js'
export {findNodeById, getFieldMember, getItemMember} from './state/find-node.js'
export {toPatchOperations} from './patch/to-mutation-patches.js'
export {DocumentForm, type DocumentFormProps} from './document/document-form.js'
export {
  useDocumentForm,
  type DocumentFormOptions,
  type DocumentFormState,
} from './document/use-document-form.js'
export {revealSteps, scrollToField, type RevealSteps} from './document/reveal-path.js'
export {
  useDocumentValidation,
  useDocumentValidationState,
  type DocumentValidationState,
} from './document/use-document-validation.js'
export {MemberError, type MemberErrorProps} from './panels/member-error.js'
export {UnknownFieldsPanel, type UnknownFieldsPanelProps} from './panels/unknown-fields-panel.js'
export {
  conversionOffers,
  untypedObjectOffers,
  type ConversionOffer,
  type ConversionTarget,
  type RichDate,
} from './panels/type-conversions.js'
export {
  FieldValidationStatus,
  fieldTone,
  validationMessagesCount,
  validationSummary,
  type FieldTone,
  type FieldValidationStatusProps,
} from './validation/field-validation-status.js'
export {
  FieldPresence,
  PresenceUsersProvider,
  type FieldPresenceProps,
  type PresenceUser,
  type PresenceUsersValue,
} from './presence/field-presence.js'
export {
  PresenceDock,
  PresenceScrollArea,
  useDockedPresence,
  type DockedPresence,
  type PresenceDockProps,
  type PresenceScrollAreaProps,
} from './presence/presence-dock.js'
export {RadioInput, SelectInput} from './inputs/select-input.js'
export {EmailInput} from './inputs/email-input.js'
export {UrlInput, urlAllowsRelative} from './inputs/url-input.js'
// Inputs whose code loads on demand (date-fns, @dnd-kit): the exported components are the lazy
// wrappers the form renders too, so importing the form does not pull their libraries in.
export {
  LazyArrayOfObjectsInput as ArrayOfObjectsInput,
  LazyArrayOfPrimitivesInput as ArrayOfPrimitivesInput,
  LazyDateInput as DateInput,
  LazyDateTimeInput as DateTimeInput,
} from './builder/lazy/lazy-inputs.js'
export {lazyInput, type LazyInput} from './builder/lazy/lazy-input.js'
export {Calendar, type CalendarProps} from './inputs/date/calendar.js'
export {SlugInput, defaultSlugify, DEFAULT_SLUG_MAX_LENGTH, type SlugContext} from './inputs/slug-input.js'
export {GeopointInput} from './inputs/geopoint-input.js'
export {TagsInput} from './inputs/tags-input.js'
export {CheckboxListInput} from './inputs/checkbox-list-input.js'
export {
  importLines,
  parseImportedLines,
  skippedLinesMessage,
  type ImportedLines,
} from './arrays/parse-imported-lines.js'
export {appendPatches, insertItems, prependPatches} from './arrays/array-patches.js'
export {PortableTextInput, type PortableTextInputProps} from './portable-text/portable-text-input.js'
export {
  FieldActionsMenu,
  visibleFieldActions,
  type FieldAction,
  type FieldActionContext,
  type FieldActionDivider,
  type FieldActionGroup,
  type FieldActionNode,
  type FieldActionsMenuProps,
  type FieldActionsResolver,
} from './field-actions/index.js'
export {
  englishFormText,
  FORM_NAMESPACE,
  formStrings,
  useFormText,
  type FormText,
  type FormTextKey,
} from './i18n/form-strings.js'
export {useValidationI18n, VALIDATION_NAMESPACE} from './i18n/validation-i18n.js'
