// Sections below the first screen are laid out and painted only as they come near the
// viewport: the first layout of a long page then costs what the first screen costs. The
// intrinsic height is a placeholder until the section has been shown once ("auto" keeps its
// real height after that), so the scrollbar and in-page links stay about right. Anchors,
// find-in-page and assistive technology see the content as ever.
export const RENDERED_NEAR_VIEW = "[content-visibility:auto] [contain-intrinsic-block-size:auto_800px]";
