import Type from 'typebox';
import { TEMPLATE_KINDS } from './template-builtins.js';

export * from './template-builtins.js';

/*
 * The name and text carry no length bounds here: the server refuses what is over NOTE_TEMPLATES' limits with
 * messages that name them (TEMPLATE_ERRORS), and the app's 1 MiB body limit bounds what it reads at all.
 */
// The title names the field in a refusal ("Template kind (tab or note) is not valid.").
const Kind = Type.Enum(TEMPLATE_KINDS, { title: 'Template kind (tab or note)' });
const Name = Type.String({ title: 'Template name' });
/** A tab template's sanitised HTML (as a diary tab's content), or a note template's plain text. */
const Body = Type.String({ title: 'Template text' });

/** A template as the server answers it: a built-in (`builtIn`, id `builtin:…`) or one of the member's own. */
export const NoteTemplate = Type.Object({
  id: Type.String(),
  kind: Kind,
  name: Type.String(),
  body: Type.String(),
  builtIn: Type.Boolean(),
});
export type NoteTemplate = Type.Static<typeof NoteTemplate>;

/** `GET /api/templates`: for each kind (tab, then note), the built-ins, then the member's own by name. */
export const TemplateListResponse = Type.Object({ templates: Type.Array(NoteTemplate) });
export type TemplateListResponse = Type.Static<typeof TemplateListResponse>;

/** `POST /api/templates`: 201 with the template made. */
export const CreateTemplateBody = Type.Object({ kind: Kind, name: Name, body: Body });
export type CreateTemplateBody = Type.Static<typeof CreateTemplateBody>;

/** `PUT /api/templates/:templateId`: renames it, changes its text, or both. */
export const UpdateTemplateBody = Type.Object({ name: Type.Optional(Name), body: Type.Optional(Body) });
export type UpdateTemplateBody = Type.Static<typeof UpdateTemplateBody>;

/** A member's template id (a UUID) or a built-in's (`builtin:match-report`). */
export const TemplateParams = Type.Object({
  templateId: Type.String({ pattern: '^[A-Za-z0-9:-]{1,64}$' }),
});
export type TemplateParams = Type.Static<typeof TemplateParams>;
