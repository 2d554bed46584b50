import type { TeamMember } from "#contracts/content/schema.ts";
import { InitialsAvatar } from "./initials-avatar.tsx";

/** Team members with generated initials avatars, name (h3), role and bio. */
export function TeamCards({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member, index) => (
        <li
          key={member.name}
          className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <InitialsAvatar initials={member.initials} index={index} size="xl" />
          <h3 className="mt-5 text-lg font-bold text-slate-900">{member.name}</h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">{member.role}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
