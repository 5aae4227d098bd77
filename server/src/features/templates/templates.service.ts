import {
  BUILTIN_TEMPLATES,
  isBuiltinTemplateId,
  NOTE_TEMPLATES,
  TEMPLATE_ERRORS,
  TEMPLATE_KINDS,
  type CreateTemplateBody,
  type MessageBody,
  type NoteTemplate,
  type TemplateListResponse,
  type UpdateTemplateBody,
} from '@baseline/contract';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { templateBody, templateName, templateNameKey } from './template-input.js';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  lockMemberTemplates,
  templatesOf,
  updateTemplate,
  type StoredTemplate,
} from './templates.repo.js';

export interface TemplatesDeps {
  db: Database;
  now: Clock;
}

const builtIns: NoteTemplate[] = BUILTIN_TEMPLATES.map((template) => ({ ...template, builtIn: true }));
const own = (template: StoredTemplate): NoteTemplate => ({ ...template, builtIn: false });
const byName = (a: StoredTemplate, b: StoredTemplate) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * 409 when the name reads like another template of the kind: a built-in, or one of the member's own other
 * than `exceptId` (the one being renamed).
 */
function assertNameFree(kind: NoteTemplate['kind'], name: string, owned: readonly StoredTemplate[], exceptId = '') {
  const key = templateNameKey(name);
  const taken = [...BUILTIN_TEMPLATES, ...owned].some(
    (template) => template.kind === kind && template.id !== exceptId && templateNameKey(template.name) === key,
  );
  if (taken) throw new HttpError(409, TEMPLATE_ERRORS.duplicateName(name));
}

/**
 * A member's templates beside the built-in ones. Every query takes the member's id, so another member's
 * template is 'not found' exactly as an id no one has. Each write checks and writes in one transaction that
 * first locks the member's row, so nothing is ever saved half and the limits hold under concurrent writes.
 */
export function createTemplatesService({ db, now }: TemplatesDeps) {
  return {
    async list(userId: string): Promise<TemplateListResponse> {
      const owned = (await templatesOf(db, userId)).sort(byName);
      return {
        templates: TEMPLATE_KINDS.flatMap((kind) => [
          ...builtIns.filter((template) => template.kind === kind),
          ...owned.filter((template) => template.kind === kind).map(own),
        ]),
      };
    },

    async create(userId: string, body: CreateTemplateBody): Promise<NoteTemplate> {
      const template: StoredTemplate = {
        id: randomUUID(),
        kind: body.kind,
        name: templateName(body.name),
        body: templateBody(body.kind, body.body),
      };
      await db.transaction().execute(async (trx) => {
        await lockMemberTemplates(trx, userId);
        const owned = await templatesOf(trx, userId);
        if (owned.length >= NOTE_TEMPLATES.perMember) throw new HttpError(409, TEMPLATE_ERRORS.tooMany);
        assertNameFree(template.kind, template.name, owned);
        await insertTemplate(trx, { ...template, userId, now: now() });
      });
      return own(template);
    },

    async update(userId: string, id: string, body: UpdateTemplateBody): Promise<NoteTemplate> {
      if (isBuiltinTemplateId(id)) assertBuiltinExists(id, TEMPLATE_ERRORS.builtinChanged);
      return db.transaction().execute(async (trx) => {
        await lockMemberTemplates(trx, userId);
        const current = await findTemplate(trx, userId, id);
        if (!current) throw new HttpError(404, TEMPLATE_ERRORS.notFound);
        const changed: StoredTemplate = {
          ...current,
          ...(body.name === undefined ? {} : { name: templateName(body.name) }),
          ...(body.body === undefined ? {} : { body: templateBody(current.kind, body.body) }),
        };
        if (body.name !== undefined) assertNameFree(changed.kind, changed.name, await templatesOf(trx, userId), id);
        await updateTemplate(trx, { userId, id }, { name: changed.name, body: changed.body, now: now() });
        return own(changed);
      });
    },

    async remove(userId: string, id: string): Promise<MessageBody> {
      if (isBuiltinTemplateId(id)) assertBuiltinExists(id, TEMPLATE_ERRORS.builtinDeleted);
      if (!(await deleteTemplate(db, userId, id))) throw new HttpError(404, TEMPLATE_ERRORS.notFound);
      return { message: 'Template deleted.' };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;

/** 403 with the message for a built-in's id; 404 for a made-up one in the built-ins' form. */
function assertBuiltinExists(id: string, refusal: string): never {
  const known = BUILTIN_TEMPLATES.some((template) => template.id === id);
  throw new HttpError(known ? 403 : 404, known ? refusal : TEMPLATE_ERRORS.notFound);
}
