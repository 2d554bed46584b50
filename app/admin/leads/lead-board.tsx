import { type DragEvent, useId, useState } from "react";
import {
  type AdminSubmission,
  type BoardColumn,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from "#contracts/leads/lead-desk.ts";
import { displayName, typeLabel } from "../shared/format.ts";
import { FollowUp, OpenLeadButton, TypeBadge, UnreadMark, nameClass } from "./lead-badges.tsx";
import { ResponseOverdueBadge } from "./response-badge.tsx";
import { LoadMoreButton } from "../shared/list-parts.tsx";
import { LeadStatusSelect } from "./status-menu.tsx";

// The board: a column per status, cards dragged between them (native drag and drop) or moved
// with the status menu on each card, which is how the keyboard and screen readers move them.

const DRAG_TYPE = "application/x-crestline-lead";

interface LeadBoardProps {
  columns: readonly BoardColumn[] | null;
  openId: number | null;
  today: string;
  savingIds: ReadonlySet<number>;
  /** The column whose next cards are loading. */
  loadingMore: LeadStatus | null;
  onOpen: (lead: AdminSubmission) => void;
  onStatus: (lead: AdminSubmission, status: LeadStatus) => void;
  onLoadMore: (status: LeadStatus) => void;
}

export function LeadBoard(props: LeadBoardProps) {
  const [dropTarget, setDropTarget] = useState<LeadStatus | null>(null);
  if (props.columns === null) {
    return (
      <div aria-hidden="true" className="mt-3 flex gap-3 overflow-hidden">
        {[0, 1, 2, 3].map((index) => (
          <div
            key={index}
            className="h-64 w-64 shrink-0 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  }
  const byId = new Map(props.columns.flatMap((column) => column.items.map((item) => [item.id, item] as const)));

  function drop(event: DragEvent, status: LeadStatus) {
    event.preventDefault();
    setDropTarget(null);
    const lead = byId.get(Number(event.dataTransfer.getData(DRAG_TYPE)));
    if (lead && lead.status !== status) props.onStatus(lead, status);
  }

  return (
    <div role="region" aria-label="Board" className="mt-3 -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3">
      {props.columns.map((column) => (
        <Column
          key={column.status}
          column={column}
          {...props}
          isDropTarget={dropTarget === column.status}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            setDropTarget(column.status);
          }}
          onDragLeave={(event) => {
            if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
            setDropTarget((current) => (current === column.status ? null : current));
          }}
          onDrop={(event) => drop(event, column.status)}
        />
      ))}
    </div>
  );
}

interface ColumnProps extends Omit<LeadBoardProps, "columns"> {
  column: BoardColumn;
  isDropTarget: boolean;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

function Column({ column, isDropTarget, ...props }: ColumnProps) {
  const headingId = useId();
  const label = LEAD_STATUS_LABELS[column.status];
  return (
    <section
      aria-labelledby={headingId}
      className={`w-[17rem] shrink-0 snap-start rounded-xl lg:w-auto lg:min-w-44 lg:flex-1 lg:shrink ${
        isDropTarget ? "bg-brand-100 ring-2 ring-brand-600" : "bg-slate-200/70"
      }`}
    >
      {/* Dropping is a pointer shortcut; the keyboard and screen readers use each card's status menu. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onDragOver={props.onDragOver}
        onDragLeave={props.onDragLeave}
        onDrop={props.onDrop}
        className="flex h-full flex-col p-1.5"
      >
        <h3
          id={headingId}
          className="flex items-center justify-between gap-2 px-1 py-1 text-sm font-bold text-slate-900"
        >
          {label}
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700">{column.count}</span>
        </h3>
        {column.items.length === 0 ? (
          <p className="px-1 py-4 text-center text-sm text-slate-600">No leads</p>
        ) : (
          <ul aria-label={`${label} leads`} className="mt-1 space-y-2">
            {column.items.map((lead) => (
              <Card key={lead.id} lead={lead} {...props} />
            ))}
          </ul>
        )}
        {column.nextCursor ? (
          <LoadMoreButton
            variant="ghost"
            className="mt-2 min-h-9"
            onClick={() => props.onLoadMore(column.status)}
            loading={props.loadingMore === column.status}
          >
            <span className="sr-only"> in {label}</span>
          </LoadMoreButton>
        ) : null}
      </div>
    </section>
  );
}

function Card({ lead, ...props }: { lead: AdminSubmission } & Omit<ColumnProps, "column" | "isDropTarget">) {
  const name = displayName(lead.data);
  const isOpen = lead.id === props.openId;
  return (
    <li>
      {/* Dragging is a pointer shortcut; the status menu below moves the card by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(lead.id));
          event.dataTransfer.effectAllowed = "move";
        }}
        className={`cursor-grab rounded-lg bg-white p-2 shadow-sm ring-1 active:cursor-grabbing ${
          isOpen ? "ring-2 ring-brand-600" : "ring-slate-200"
        }`}
      >
        <OpenLeadButton lead={lead} isOpen={isOpen} onOpen={props.onOpen} className="flex w-full flex-col gap-1">
          <span className={`w-full ${nameClass(lead.readAt)}`}>{name}</span>
          <span className="flex flex-wrap items-center gap-1">
            {lead.readAt === null ? <UnreadMark /> : null}
            <TypeBadge label={typeLabel(lead.type)} />
            <ResponseOverdueBadge lead={lead} />
          </span>
          <span className="text-sm text-slate-600">{lead.owner ? lead.owner.displayName : "No owner"}</span>
          <span className="text-sm">
            <FollowUp lead={lead} today={props.today} />
          </span>
        </OpenLeadButton>
        <div className="mt-2">
          <LeadStatusSelect look="card" lead={lead} name={name} savingIds={props.savingIds} onStatus={props.onStatus} />
        </div>
      </div>
    </li>
  );
}
