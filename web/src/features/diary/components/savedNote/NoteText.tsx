import { NOTE_LINK_REL, NOTE_LINK_TARGET } from '@baseline/contract/limits';
import { createElement, type ReactNode } from 'react';
import { MentionChip } from '../../../mentions/MentionChip';
import type { NoteNode } from './noteNodes';

/**
 * NoteNodes as React elements, the markup the editor writes for the same note, built without any HTML string.
 * `date`: the diary day, whose season a tournament's mention opens.
 */
export function NoteText({ nodes, date }: { nodes: readonly NoteNode[]; date: string }): ReactNode {
  return nodes.map((node, index) => renderNode(node, index, date));
}

function renderNode(node: NoteNode, index: number, date: string): ReactNode {
  const renderChild = (child: NoteNode, at: number) => renderNode(child, at, date);
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'link':
      return (
        <a key={index} target={NOTE_LINK_TARGET} rel={NOTE_LINK_REL} href={node.href || undefined}>
          {node.children.map(renderChild)}
        </a>
      );
    case 'code':
      return (
        <code key={index} className={node.language ?? undefined}>
          {node.children.map(renderChild)}
        </code>
      );
    case 'mention':
      return <MentionChip key={index} mention={node.mention} date={date} />;
    case 'element':
      return node.children.length === 0
        ? createElement(node.tag, { key: index })
        : createElement(node.tag, { key: index }, ...node.children.map(renderChild));
  }
}
