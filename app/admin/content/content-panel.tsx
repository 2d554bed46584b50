import { useState } from "react";
import type { ContentKind, ContentSummary } from "#contracts/content/content-admin.ts";
import { contentApi } from "./content-api.ts";
import { ContentEditor } from "./content-editor.tsx";
import { ContentList, KIND_PLURALS } from "./content-list.tsx";
import { useRemote } from "../shared/use-remote.ts";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

interface ContentPanelProps extends PanelProps {
  author: string;
  onDirty?: (dirty: boolean) => void;
}

/** The Content view: the list of articles or case studies, or the editor of one. */
export function ContentPanel({ author, tick, onSignedOut, onDirty }: ContentPanelProps) {
  const [kind, setKind] = useState<ContentKind>("article");
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [reload, setReload] = useState(0);
  const list = useRemote<ContentSummary[]>(
    `${kind}:${tick}:${reload}`,
    () => contentApi.list(kind),
    onSignedOut,
    `The ${KIND_PLURALS[kind].toLowerCase()} could not be loaded. Please try Refresh.`,
  );

  if (editing !== null) {
    return (
      <ContentEditor
        key={`${kind}:${editing.id ?? "new"}`}
        kind={kind}
        id={editing.id}
        author={author}
        onSignedOut={onSignedOut}
        onDirty={onDirty}
        onClose={(changed) => {
          setEditing(null);
          if (changed) setReload((value) => value + 1);
        }}
      />
    );
  }
  return (
    <ContentList
      kind={kind}
      items={list.data}
      error={list.error}
      onKind={setKind}
      onOpen={(item) => setEditing({ id: item.id })}
      onNew={() => setEditing({ id: null })}
    />
  );
}
