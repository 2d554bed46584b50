import { MyAlerts } from "./my-alerts.tsx";
import { ResponseTargetEditor } from "./response-target.tsx";
import { RulesEditor } from "./rules-editor.tsx";
import type { RolePanelProps } from "#app/admin/shared/panel-props.ts";

/** The Alerts view: everyone's own alert settings; the owner also sets who gets new leads and how soon. */
export function AlertsPanel({ onSignedOut, tick, isOwner }: RolePanelProps) {
  return (
    <div className="space-y-6">
      <MyAlerts onSignedOut={onSignedOut} tick={tick} />
      {isOwner ? <RulesEditor onSignedOut={onSignedOut} tick={tick} /> : null}
      {isOwner ? <ResponseTargetEditor onSignedOut={onSignedOut} tick={tick} /> : null}
    </div>
  );
}
