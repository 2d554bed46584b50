// Contract of the legacy Word .doc conversion: the one converter that
// runs on the server, with LibreOffice, when the server has it. Pure: no imports.

/** POST the .doc bytes (Content-Type: application/msword); the answer is the PDF. */
export const CONVERT_DOC_PATH = "/api/convert/doc";
/** GET → { available: boolean }: whether this server can convert .doc files right now. */
export const CONVERT_DOC_AVAILABLE_PATH = "/api/convert/doc/available";
export const DOC_MIME_TYPE = "application/msword";

/** Upload limit of the server path (the browser tools take up to 50 MB). */
export const DOC_MAX_BYTES = 20 * 1024 * 1024;

export interface ConvertDocAvailability {
  available: boolean;
  /** Largest .doc the server takes, in bytes. */
  maxBytes: number;
}

export interface ConvertDocError {
  error: string;
}

export const MSG_DOC_UNAVAILABLE =
  "Legacy .doc files need our server's converter, which is not available right now. Please save the document as .docx and try again.";
export const MSG_DOC_TOO_LARGE =
  "Older .doc files can be converted up to 20 MB. Please save the document as .docx and try again.";
export const MSG_DOC_NOT_A_DOC = "Please select a Word document (.doc or .docx)";
export const MSG_DOC_FAILED =
  "This .doc file could not be converted; it may be damaged. Please save it as .docx in Word and try again.";
export const MSG_DOC_TIMEOUT =
  "Converting this .doc file took too long and was stopped. Please save it as .docx in Word and try again.";
