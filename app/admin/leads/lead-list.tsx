import { Inbox } from "lucide-react";
import type { AdminSubmission, LeadStatus } from "#contracts/leads/lead-desk.ts";
import { displayName, earlierRequestsText, formatDateTime, typeLabel } from "../shared/format.ts";
import { FollowUp, OpenLeadButton, TypeBadge, UnreadMark, nameClass } from "./lead-badges.tsx";
import { ResponseOverdueBadge } from "./response-badge.tsx";
import { EmptyState, ScrollingList } from "../shared/list-parts.tsx";
import { LeadStatusSelect } from "./status-menu.tsx";

interface LeadListProps {
  items: readonly AdminSubmission[];
  /** The lead open in the detail panel. */
  openId: number | null;
  today: string;
  loading: boolean;
  refreshing: boolean;
  emptyText: string;
  /** Leads whose status is being saved: their menu waits. */
  savingIds: ReadonlySet<number>;
  hasMore: boolean;
  loadingMore: boolean;
  onOpen: (lead: AdminSubmission) => void;
  onStatus: (lead: AdminSubmission, status: LeadStatus) => void;
  onLoadMore: () => void;
}

/** The leads, newest first: one row each, its status settable in place. */
export function LeadList(props: LeadListProps) {
  const { items, openId, today } = props;
  if (props.loading) {
    return (
      <ul aria-hidden="true" className="mt-3 space-y-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="h-20 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
        ))}
      </ul>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={Inbox} className="mt-3">
        <p>{props.emptyText}</p>
      </EmptyState>
    );
  }
  return (
    <ScrollingList
      label="Submissions, newest first"
      maxHeight="max-h-[36rem]"
      stale={props.refreshing}
      more={props.hasMore ? { loading: props.loadingMore, onClick: props.onLoadMore } : null}
    >
      {items.map((item) => {
        const isOpen = item.id === openId;
        const name = displayName(item.data);
        const email = typeof item.data.email === "string" ? item.data.email : "";
        const earlier = earlierRequestsText(item.earlierRequests);
        return (
          <li
            key={item.id}
            className={`flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-start ${isOpen ? "bg-brand-50 ring-2 ring-brand-600 ring-inset" : ""}`}
          >
            <OpenLeadButton
              lead={item}
              isOpen={isOpen}
              onOpen={props.onOpen}
              className="flex min-w-0 flex-1 flex-col gap-1"
            >
              <span className="flex w-full flex-wrap items-center gap-1.5">
                <span className={nameClass(item.readAt)}>{name}</span>
                {item.readAt === null ? <UnreadMark /> : null}
                <TypeBadge label={typeLabel(item.type)} />
                <ResponseOverdueBadge lead={item} />
              </span>
              <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
                <span>{item.owner ? item.owner.displayName : "No owner"}</span>
                <FollowUp lead={item} today={today} />
                {earlier ? <span className="font-medium text-brand-800">{earlier}</span> : null}
              </span>
              <span className="flex w-full flex-col text-sm text-slate-600 sm:flex-row sm:justify-between sm:gap-x-3">
                <span className="min-w-0 truncate">{email}</span>
                <time dateTime={item.timestamp} className="shrink-0">
                  {formatDateTime(item.timestamp)}
                </time>
              </span>
            </OpenLeadButton>
            <div className="shrink-0">
              <LeadStatusSelect lead={item} name={name} savingIds={props.savingIds} onStatus={props.onStatus} />
            </div>
          </li>
        );
      })}
    </ScrollingList>
  );
}
