import type { Route } from "./+types/not-found";
import { NotFoundContent } from "./not-found-content.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Crestline Digital" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFoundContent />;
}
