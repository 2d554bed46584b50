// The notice's version, shown on both notice pages. It is the version each consent record
// stores (NOTICE_VERSION of contracts/privacy/notice.ts): change both with the notice's words.
export const PRIVACY_NOTICE_VERSION = "2026-11-28";
