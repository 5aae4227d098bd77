import { NOTE_LINK_REL, NOTE_LINK_TARGET } from '@baseline/contract/limits';
import { createElement, type ReactNode } from 'react';
import type { NoteNode } from './noteNodes';

/** NoteNodes as React elements, the markup the editor writes for the same note, built without any HTML string. */
export function NoteText({ nodes }: { nodes: readonly NoteNode[] }): ReactNode {
  return nodes.map(renderNode);
}

function renderNode(node: NoteNode, index: number): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'link':
      return (
        <a key={index} target={NOTE_LINK_TARGET} rel={NOTE_LINK_REL} href={node.href || undefined}>
          {node.children.map(renderNode)}
        </a>
      );
    case 'code':
      return (
        <code key={index} className={node.language ?? undefined}>
          {node.children.map(renderNode)}
        </code>
      );
    case 'element':
      return node.children.length === 0
        ? createElement(node.tag, { key: index })
        : createElement(node.tag, { key: index }, ...node.children.map(renderNode));
  }
}
