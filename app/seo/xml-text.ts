/** Text made safe for XML content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}
