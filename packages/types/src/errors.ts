/** The JSON error body every lake endpoint answers with. `error` is a reason phrase or a typed detail. */
export interface LakeErrorBody {
  error: string | {type: string; description: string; [detail: string]: unknown}
  message: string
  statusCode: number
}
