/** The parts of a .docx package: the main document, its relationships and the parts they point to. */
import { peekZip, relsPath, resolvePartPath } from "#app/tool-kit/office/office-zip.ts";
import { childElements, parseXml, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";

interface Relationship {
  type: string;
  /** A path inside the package, or the URL of an external target. */
  target: string;
  external: boolean;
}

export interface DocxPart {
  path: string;
  root: XmlElement;
  rels: Map<string, Relationship>;
}

export interface DocxPackage {
  document: DocxPart;
  /** A part the main document points to by relationship type (styles, numbering, footnotes…). */
  related(typeSuffix: string): DocxPart | undefined;
  /** A part by relationship id from `from` (headers, footers). */
  part(from: DocxPart, id: string): DocxPart | undefined;
  /** Bytes of an image or other binary part. */
  bytes(path: string): Uint8Array | undefined;
  /** Every path in the package. */
  paths: string[];
}

/** Throws fflate's error when the ZIP is damaged. */
export function openDocx(zipBytes: Uint8Array): DocxPackage {
  const { files, text } = peekZip(zipBytes, () => true);
  const readRels = (path: string): Map<string, Relationship> => {
    const out = new Map<string, Relationship>();
    const xml = text(relsPath(path));
    if (!xml) return out;
    for (const rel of childElements(childElements(parseXml(xml), "Relationships")[0], "Relationship")) {
      const id = rel.attrs.Id;
      const target = rel.attrs.Target ?? "";
      if (!id) continue;
      const external = rel.attrs.TargetMode === "External";
      out.set(id, { type: rel.attrs.Type ?? "", target: external ? target : resolvePartPath(path, target), external });
    }
    return out;
  };
  const cache = new Map<string, DocxPart | undefined>();
  const load = (path: string): DocxPart | undefined => {
    if (cache.has(path)) return cache.get(path);
    const xml = text(path);
    const part = xml === undefined ? undefined : { path, root: parseXml(xml), rels: readRels(path) };
    cache.set(path, part);
    return part;
  };
  const packageRels = readRels("");
  const mainPath =
    [...packageRels.values()].find((r) => r.type.endsWith("/officeDocument"))?.target ?? "word/document.xml";
  const document = load(mainPath);
  if (!document) throw new Error("No main document part");
  return {
    document,
    related(typeSuffix) {
      const rel = [...document.rels.values()].find((r) => !r.external && r.type.endsWith(`/${typeSuffix}`));
      return rel ? load(rel.target) : undefined;
    },
    part(from, id) {
      const rel = from.rels.get(id);
      return rel && !rel.external ? load(rel.target) : undefined;
    },
    bytes: (path) => files[path],
    paths: Object.keys(files),
  };
}
