import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { marked } from 'marked';

/**
 * A pull-request comment as a reader sees it: the report's markdown turned into HTML the way
 * GitHub does (GitHub-flavoured markdown, its stylesheet, mermaid fences drawn as diagrams) and
 * laid out in a real Chromium at the width of a comment in a pull request's conversation.
 */

const require = createRequire(import.meta.url);
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The text column of a comment in a pull request's conversation on a 1280 px wide window: the
 * timeline is about 830 px wide, and a comment's body has 16 px of padding on each side.
 */
export const COMMENT_WIDTH_PX = 800;

/** Chromium to drive, or why there is none. */
export function chromiumPath(): { path: string } | { skip: string } {
  const given = process.env.PERF_GATE_CHROMIUM;
  const path = given ?? CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
  if (path && existsSync(path)) return { path };
  return {
    skip: 'no Chromium (apt-get install chromium, or set PERF_GATE_CHROMIUM): the comment is not rendered in a browser',
  };
}

export async function launchBrowser(executablePath: string): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  return chromium.launch({ executablePath, args: ['--no-sandbox'] });
}

/** What a reader sees of one rendered comment, read off the laid-out page. */
export interface CommentView {
  /** Every heading's text, in order. */
  headings: string[];
  /** The text of the first visible block: what a reader's eye lands on. */
  firstBlock: string;
  /** Text of every bold run outside folded <details>. */
  visibleBold: string[];
  /** Tables wider than the comment: a reader has to scroll them sideways. */
  overflowingTables: { firstHeader: string; widthPx: number }[];
  /** Mermaid diagrams drawn, and those mermaid refused. */
  diagrams: number;
  diagramErrors: string[];
  /** The text a reader sees without opening any <details>. */
  visibleText: string;
  /** Height of the whole comment in px. */
  heightPx: number;
}

function pageHtml(markdown: string): string {
  const stylesheet = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  const body = marked.parse(markdown, { gfm: true, async: false }).replace(
    // GitHub draws a mermaid fence as a diagram.
    /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
    '<pre class="mermaid">$1</pre>',
  );
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<style>${stylesheet}\nbody { margin: 0; background: #fff; }\n`,
    `.markdown-body { box-sizing: border-box; width: ${COMMENT_WIDTH_PX + 32}px; padding: 16px; }</style>`,
    `</head><body><article class="markdown-body">${body}</article></body></html>`,
  ].join('');
}

/** Renders the markdown as GitHub shows a comment, optionally saves a screenshot, and reads what is visible. */
/** Where to save a picture of the comment; only its first `heightPx` (what a reader sees first) when given. */
export interface Screenshot {
  path: string;
  heightPx?: number;
}

export async function viewComment(
  browser: Browser,
  markdown: string,
  screenshot?: Screenshot,
): Promise<CommentView> {
  const page = await browser.newPage({ viewport: { width: COMMENT_WIDTH_PX + 32, height: 900 } });
  try {
    await page.setContent(pageHtml(markdown));
    // tsx compiles the callbacks below with esbuild's keepNames, which calls a __name helper the
    // page does not have.
    await page.evaluate('globalThis.__name = (target) => target');
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    const diagramErrors = await page.evaluate(async () => {
      const errors: string[] = [];
      const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid;
      mermaid.initialize({ startOnLoad: false, theme: 'default' });
      for (const element of document.querySelectorAll<HTMLElement>('pre.mermaid')) {
        try {
          await mermaid.run({ nodes: [element] });
        } catch (error) {
          errors.push(String(error));
        }
      }
      return errors;
    });
    if (screenshot) {
      const { path, heightPx } = screenshot;
      const width = COMMENT_WIDTH_PX + 32;
      await page.screenshot(
        heightPx
          ? { path, fullPage: true, clip: { x: 0, y: 0, width, height: heightPx } }
          : { path, fullPage: true },
      );
    }
    const view = await page.evaluate(() => {
      const body = document.querySelector('.markdown-body')!;
      const folded = (element: Element) => element.closest('details:not([open])') !== null;
      const firstBlock = [...body.children].find((child) => (child as HTMLElement).innerText.trim() !== '');
      return {
        headings: [...body.querySelectorAll('h1, h2, h3, h4')].map((h) =>
          (h as HTMLElement).innerText.trim(),
        ),
        firstBlock: (firstBlock as HTMLElement | undefined)?.innerText.trim() ?? '',
        visibleBold: [...body.querySelectorAll('strong')]
          .filter((element) => !folded(element))
          .map((element) => (element as HTMLElement).innerText.trim()),
        overflowingTables: [...body.querySelectorAll('table')]
          .filter((table) => !folded(table) && table.scrollWidth > table.clientWidth + 1)
          .map((table) => ({
            firstHeader: (table.querySelector('th') as HTMLElement | null)?.innerText.trim() ?? '',
            widthPx: table.scrollWidth,
          })),
        diagrams: body.querySelectorAll('pre.mermaid svg').length,
        visibleText: (body as HTMLElement).innerText,
        heightPx: body.getBoundingClientRect().height,
      };
    });
    return { ...view, diagramErrors };
  } finally {
    await page.close();
  }
}

interface MermaidApi {
  initialize(config: object): void;
  run(options: { nodes: HTMLElement[] }): Promise<void>;
}
