import { foldedWords } from '../../lib/folded-words.js';
import type { MentionForm } from '../diary/mention-form.js';
import type { TennisDirectory } from './tennis-directory.js';

/**
 * The players and tournaments named by these name keys (folded words: `foldedWords(name).join(' ')`), by key: a
 * player by first and last name, a tournament by its title or its title and place. A player comes before a
 * tournament of the same name, and of two players so named the one of the lowest id. A name not found may be a
 * player of a demo season not read yet: the seasons are read (as a player page would) and the table asked again.
 */
export async function mentionsNamed(
  directory: TennisDirectory,
  nameKeys: readonly string[],
): Promise<Map<string, MentionForm>> {
  const found = new Map<string, MentionForm>();
  const addPlayers = async (keys: readonly string[]) => {
    for (const player of await directory.playersNamed(keys)) {
      if (found.has(player.nameKey)) continue;
      const label = `${player.firstName} ${player.lastName}`.trim();
      found.set(player.nameKey, { kind: 'player', id: player.playerId, label });
    }
  };
  await addPlayers(nameKeys);
  const tournaments = tournamentsByName(await directory.tournamentNames());
  const unknown = () => nameKeys.filter((key) => !found.has(key) && !tournaments.has(key));
  if (unknown().length > 0) {
    await directory.readEverySeason();
    await addPlayers(unknown());
  }
  for (const key of nameKeys) {
    const tournament = tournaments.get(key);
    if (tournament && !found.has(key)) found.set(key, tournament);
  }
  return found;
}

function tournamentsByName(names: Awaited<ReturnType<TennisDirectory['tournamentNames']>>) {
  const byName = new Map<string, MentionForm>();
  for (const tournament of names.values()) {
    const mention: MentionForm = { kind: 'tournament', id: tournament.id, label: tournament.title };
    for (const key of [foldedWords(tournament.title).join(' '), tournament.nameKey]) {
      if (!byName.has(key)) byName.set(key, mention);
    }
  }
  return byName;
}
