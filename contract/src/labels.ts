import Type from 'typebox';
import { LABEL_COLOURS, PLAYER_LABELS } from './limits.js';
import { TennisId } from './tennis.js';

/** A label's id: made by the server (a UUID); any other form is refused before the database is asked. */
export const LabelId = Type.String({ format: 'uuid' });

export const LabelParams = Type.Object({ labelId: LabelId });
export type LabelParams = Type.Static<typeof LabelParams>;

export const LabelledPlayerParams = Type.Object({ playerId: TennisId });
export type LabelledPlayerParams = Type.Static<typeof LabelledPlayerParams>;

/*
 * The name and colour are checked again by the service, which trims the name and answers a colour outside the
 * palette with the palette's names: the schema's own word for that would only be "not valid".
 */
const LabelName = Type.String({ title: 'Label name', minLength: 1, maxLength: PLAYER_LABELS.nameMaxLength });
const LabelColourInput = Type.String({ title: 'Colour', minLength: 1, maxLength: 20 });

/** `POST /api/labels`. */
export const CreateLabelBody = Type.Object({ name: LabelName, colour: LabelColourInput });
export type CreateLabelBody = Type.Static<typeof CreateLabelBody>;

/** `PUT /api/labels/:labelId`: what is given changes, what is left out stays. */
export const UpdateLabelBody = Type.Object({ name: Type.Optional(LabelName), colour: Type.Optional(LabelColourInput) });
export type UpdateLabelBody = Type.Static<typeof UpdateLabelBody>;

/** `PUT /api/labels/players/:playerId`: the player's labels become exactly these (none removes them all). */
export const SetPlayerLabelsBody = Type.Object({
  labelIds: Type.Array(LabelId, { maxItems: PLAYER_LABELS.perMember }),
});
export type SetPlayerLabelsBody = Type.Static<typeof SetPlayerLabelsBody>;

export const PlayerLabel = Type.Object({
  id: Type.String(),
  name: Type.String(),
  colour: Type.Enum(LABEL_COLOURS),
});
export type PlayerLabel = Type.Static<typeof PlayerLabel>;

/** One player and the ids of the member's labels on them, in the order of the member's labels. */
export const LabelledPlayer = Type.Object({ playerId: Type.String(), labelIds: Type.Array(Type.String()) });
export type LabelledPlayer = Type.Static<typeof LabelledPlayer>;

/** `GET /api/labels`: the member's labels by name, and every player carrying any of them (by player id). */
export const LabelsResponse = Type.Object({
  labels: Type.Array(PlayerLabel),
  players: Type.Array(LabelledPlayer),
});
export type LabelsResponse = Type.Static<typeof LabelsResponse>;
