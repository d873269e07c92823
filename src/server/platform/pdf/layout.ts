import type { ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { registerPdfFonts } from './fonts';

/**
 * A PDF and where its blocks landed, read from react-pdf's own layout (the
 * tree `onRender` hands back, `_INTERNAL__LAYOUT__DATA_`: react-pdf 4.x; a
 * test pins it): how many pages, how full the last one is, and on which page
 * and at what height each named block (`<View data-block="…">`) starts.
 * Nothing is laid out twice: this is the layout the file was written from.
 */

export interface PlacedBlock {
  id: string;
  /** 0-based page where the block starts. */
  page: number;
  /** Points from the top of the page's content box (below its top padding). */
  top: number;
}

export interface PdfLayout {
  pages: number;
  /** The page's content height (A4 height minus the top and bottom padding), in points. */
  contentHeight: number;
  /** Points used on each page, from the content box's top to the bottom of its lowest block. */
  used: number[];
  /** The last page's used share of its content height, 0..1. */
  lastPageFill: number;
  /** Named blocks, in document order, each at its first placement. */
  blocks: PlacedBlock[];
}

interface LayoutNode {
  box?: { top: number; height: number; paddingTop: number; paddingBottom: number; marginBottom: number };
  props?: Record<string, unknown>;
  children?: LayoutNode[];
}

function readLayout(root: LayoutNode): PdfLayout {
  const pages = root.children ?? [];
  const blocks: PlacedBlock[] = [];
  const seen = new Set<string>();
  const used: number[] = [];
  let contentHeight = 0;
  pages.forEach((page, index) => {
    const box = page.box!;
    const contentTop = box.paddingTop;
    contentHeight = box.height - box.paddingTop - box.paddingBottom;
    let bottom = 0;
    for (const child of page.children ?? []) if (child.box) bottom = Math.max(bottom, child.box.top + child.box.height - contentTop);
    used.push(Math.max(0, bottom));
    // A box's top is relative to its parent's box: add the ancestors' tops up.
    const walk = (node: LayoutNode, parentTop: number) => {
      const top = parentTop + (node.box?.top ?? 0);
      const id = node.props?.['data-block'];
      if (typeof id === 'string' && node.box && !seen.has(id)) {
        seen.add(id);
        blocks.push({ id, page: index, top: top - contentTop });
      }
      for (const child of node.children ?? []) walk(child, top);
    };
    for (const child of page.children ?? []) walk(child, 0);
  });
  const last = used.at(-1) ?? 0;
  return { pages: pages.length, contentHeight, used, lastPageFill: contentHeight > 0 ? last / contentHeight : 0, blocks };
}

/** What a <Document>'s `onRender` receives (react-pdf 4.x). */
export type OnRender = (params: { _INTERNAL__LAYOUT__DATA_?: unknown }) => void;

/** Renders the element `draw(onRender)` returns (its root a <Document> that passes `onRender` on) and reads its layout. */
export async function renderPdfWithLayout(draw: (onRender: OnRender) => ReactElement): Promise<{ pdf: Buffer; layout: PdfLayout }> {
  registerPdfFonts();
  let layout: PdfLayout | null = null;
  const pdf = await renderToBuffer(
    draw((params) => {
      if (params._INTERNAL__LAYOUT__DATA_) layout = readLayout(params._INTERNAL__LAYOUT__DATA_);
    }) as ReactElement<DocumentProps>,
  );
  if (!layout) throw new Error('react-pdf did not hand back its layout');
  return { pdf, layout };
}
