// How many free tools there are, for copy read on every page (the site's description, the home
// page's meta). A number rather than the registry itself, so every page's bundle (the admin's
// included) does not carry every tool's metadata; tool-count.test.ts keeps it equal to the registry.
export const TOOL_COUNT = 35;
