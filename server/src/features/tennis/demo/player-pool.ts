import { seededRandom } from './prng.js';

/** A fictional player of the demo season; `rank` 1 is the best, and decides entries, seeds and results. */
export interface DemoPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
  rank: number;
  /** Three letters, as the ATP writes a nation ("ESP"). */
  nation: string;
}

interface Nation {
  code: string;
  first: readonly string[];
  last: readonly string[];
}

/**
 * First names and family names by nation, paired only within a nation so that names read plausibly. The
 * family names were chosen to be ordinary and not those of known players: every demo player is made up.
 */
const NATIONS: readonly Nation[] = [
  {
    code: 'ESP',
    first: ['Mateo', 'Iker', 'Hugo', 'Álvaro', 'Pablo', 'Unai'],
    last: ['Echevarría', 'Lasarte', 'Quintanilla', 'Robledo', 'Sarabia', 'Valcárcel', 'Olmedo'],
  },
  {
    code: 'ITA',
    first: ['Lorenzo', 'Tommaso', 'Edoardo', 'Matteo', 'Riccardo', 'Filippo'],
    last: ['Battistoni', 'Carrozza', 'Ferlini', 'Mancuso', 'Pellegatti', 'Scaglione', 'Venturelli'],
  },
  {
    code: 'FRA',
    first: ['Louis', 'Théo', 'Maxime', 'Baptiste', 'Clément', 'Antoine'],
    last: ['Auberger', 'Chassagne', 'Delvaux', 'Fournival', 'Lemarquis', 'Rouvière', 'Vautrin'],
  },
  {
    code: 'GER',
    first: ['Jonas', 'Lukas', 'Felix', 'Moritz', 'Jannis', 'Niklas'],
    last: ['Brandstätter', 'Eichhorn', 'Gerlinger', 'Hollweck', 'Kessler', 'Ruprecht', 'Wendlinger'],
  },
  {
    code: 'USA',
    first: ['Ethan', 'Caleb', 'Mason', 'Tyler', 'Brady', 'Nolan'],
    last: ['Ashworth', 'Cavanaugh', 'Dunleavy', 'Hollister', 'Prescott', 'Stallings', 'Whitcomb'],
  },
  {
    code: 'GBR',
    first: ['Oliver', 'Harry', 'Alfie', 'Rory', 'Callum', 'Jamie'],
    last: ['Bramwell', 'Fenwick', 'Hartigan', 'Kingsley', 'Pembroke', 'Thornbury', 'Waverley'],
  },
  {
    code: 'ARG',
    first: ['Facundo', 'Thiago', 'Joaquín', 'Lautaro', 'Bautista', 'Tomás'],
    last: ['Arguedas', 'Bustamante', 'Cifuentes', 'Larrañaga', 'Mendieta', 'Pereyra Luna', 'Zubiría'],
  },
  {
    code: 'BRA',
    first: ['Gustavo', 'Rafael', 'Caio', 'Enzo', 'Davi', 'Lucas'],
    last: ['Albuquerque', 'Bittencourt', 'Cavalcanti', 'Figueiredo', 'Magalhães', 'Nogueira', 'Teixeira Lima'],
  },
  {
    code: 'CZE',
    first: ['Matěj', 'Vojtěch', 'Ondřej', 'Tadeáš', 'Šimon', 'Jakub'],
    last: ['Dvořáček', 'Hrubeš', 'Kolářík', 'Novotný', 'Procházka', 'Šťastný', 'Vondráček'],
  },
  {
    code: 'POL',
    first: ['Mikołaj', 'Szymon', 'Kacper', 'Filip', 'Bartosz', 'Igor'],
    last: ['Bielawski', 'Czarnecki', 'Grabowiec', 'Kowalczyk', 'Lisowski', 'Nowakowski', 'Wrzesiński'],
  },
  {
    code: 'RUS',
    first: ['Arseniy', 'Timur', 'Gleb', 'Kirill', 'Roman', 'Yegor'],
    last: ['Belousov', 'Gorbunov', 'Kuvshinov', 'Lavrentyev', 'Ovchinnikov', 'Sapozhnikov', 'Tikhomirov'],
  },
  {
    code: 'SRB',
    first: ['Luka', 'Marko', 'Nikola', 'Stefan', 'Dušan', 'Vuk'],
    last: ['Jovanović', 'Kostadinović', 'Milošević', 'Radulović', 'Stanisavljević', 'Vukadinović', 'Živković'],
  },
  {
    code: 'CRO',
    first: ['Ivo', 'Ante', 'Dino', 'Josip', 'Mate', 'Toni'],
    last: ['Barišić', 'Grgurević', 'Jurišić', 'Kovačević', 'Matošić', 'Perković', 'Tomljanović'],
  },
  {
    code: 'JPN',
    first: ['Kenta', 'Haruto', 'Sota', 'Yuma', 'Ren', 'Daiki'],
    last: ['Fujisaki', 'Hayakawa', 'Ishimoto', 'Kurokawa', 'Matsuzawa', 'Okabe', 'Takanashi'],
  },
  {
    code: 'KOR',
    first: ['Jun-ho', 'Min-jae', 'Seung-woo', 'Ji-hoon', 'Tae-yang', 'Do-hyun'],
    last: ['Baek', 'Cheon', 'Hwang', 'Jang', 'Nam', 'Seo', 'Yoon'],
  },
  {
    code: 'CHN',
    first: ['Zhiyuan', 'Haoran', 'Yichen', 'Zirui', 'Junhao', 'Tianyu'],
    last: ['Deng', 'Gao', 'Liang', 'Pan', 'Song', 'Xu', 'Zeng'],
  },
  {
    code: 'IND',
    first: ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Karan', 'Siddharth'],
    last: ['Bhandari', 'Chandrasekar', 'Deshpande', 'Iyengar', 'Kulkarni', 'Mehrotra', 'Raghunathan'],
  },
  {
    code: 'AUS',
    first: ['Lachlan', 'Cooper', 'Jack', 'Hamish', 'Flynn', 'Riley'],
    last: ['Ashcombe', 'Breckenridge', 'Dunstan', 'Holloway', 'McAllister', 'Penhaligon', 'Treloar'],
  },
  {
    code: 'SWE',
    first: ['Emil', 'Oskar', 'Viktor', 'Elias', 'Anton', 'Isak'],
    last: ['Bergqvist', 'Dahlgren', 'Hellström', 'Lindqvist', 'Nordahl', 'Sjöberg', 'Wallenius'],
  },
  {
    code: 'NED',
    first: ['Sander', 'Daan', 'Bram', 'Thijs', 'Jesse', 'Milan'],
    last: ['Brouwers', 'de Groot', 'Hoekstra', 'Kuipers', 'van Dalen', 'Verbeek', 'Wijnands'],
  },
  {
    code: 'MEX',
    first: ['Diego', 'Santiago', 'Emiliano', 'Rodrigo', 'Sebastián', 'Andrés'],
    last: ['Altamirano', 'Cárdenas', 'Escamilla', 'Galindo', 'Montemayor', 'Villaseñor', 'Zavala'],
  },
  {
    code: 'CHI',
    first: ['Nicolás', 'Martín', 'Benjamín', 'Vicente', 'Agustín', 'Cristóbal'],
    last: ['Aravena', 'Contreras', 'Errázuriz', 'Huerta', 'Saavedra', 'Undurraga', 'Valenzuela'],
  },
  {
    code: 'ISR',
    first: ['Eitan', 'Yonatan', 'Noam', 'Itai', 'Omer', 'Ariel'],
    last: ['Ben-Haim', 'Dagan', 'Friedmann', 'Golan', 'Katzir', 'Peretz', 'Shaked'],
  },
  {
    code: 'TUR',
    first: ['Kerem', 'Emir', 'Arda', 'Efe', 'Berk', 'Mert'],
    last: ['Akalın', 'Demirtaş', 'Erkoç', 'Karaca', 'Özdemir', 'Sarıgül', 'Yalçınkaya'],
  },
  {
    code: 'GRE',
    first: ['Giorgos', 'Nikos', 'Dimitris', 'Stavros', 'Kostas', 'Panos'],
    last: ['Antoniadis', 'Charalambous', 'Georgiou', 'Kyriakides', 'Papadakis', 'Stamatopoulos', 'Vlachos'],
  },
  {
    code: 'MAR',
    first: ['Youssef', 'Amine', 'Karim', 'Mehdi', 'Rayan', 'Nassim'],
    last: ['Belkacem', 'Bouzid', 'El Amrani', 'Haddad', 'Mansouri-Ali', 'Slimani', 'Zerrouki'],
  },
  {
    code: 'POR',
    first: ['Tiago', 'Duarte', 'Rodrigo', 'Gonçalo', 'Afonso', 'Simão'],
    last: ['Amaral', 'Carvalhais', 'Fonseca', 'Loureiro', 'Meireles', 'Quaresma', 'Sequeira'],
  },
  {
    code: 'IRL',
    first: ['Aidan', 'Liam', 'Cian', 'Oisín', 'Darragh', 'Seán'],
    last: ['Brennan', 'Donnellan', 'Fitzgerald', 'Gallagher', "O'Driscoll", 'Quinlan', 'Whelan'],
  },
  {
    code: 'COL',
    first: ['Matías', 'Juan Pablo', 'Santino', 'Emilio', 'Federico', 'Ignacio'],
    last: ['Arango', 'Betancur', 'Castaño', 'Echeverri', 'Montoya Ruiz', 'Restrepo', 'Zuluaga'],
  },
  {
    code: 'ROU',
    first: ['Alexandru', 'Andrei', 'Radu', 'Mihai', 'Vlad', 'Tudor'],
    last: ['Ardeleanu', 'Constantinescu', 'Dumitrescu', 'Georgescu', 'Moldoveanu', 'Popovici', 'Stănescu'],
  },
];

/** Enough for every entrant of a Challenger event (ranks up to about 600) with its qualifiers and wild cards. */
export const POOL_SIZE = 720;

/** The season's players, best first, made once from a fixed seed. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = makePool();

function makePool(): DemoPlayer[] {
  const random = seededRandom('baseline-demo-players');
  const taken = new Set<string>();
  const players: DemoPlayer[] = [];
  while (players.length < POOL_SIZE) {
    const nation = random.pick(NATIONS);
    const name = { FirstName: random.pick(nation.first), LastName: random.pick(nation.last) };
    const key = `${name.FirstName} ${name.LastName}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const rank = players.length + 1;
    players.push({ PlayerId: `DP${rank.toString().padStart(4, '0')}`, ...name, rank, nation: nation.code });
  }
  return players;
}

const byId = new Map(DEMO_PLAYERS.map((player) => [player.PlayerId, player]));

/** The demo player's nation; '' for an id that is not a demo player's. */
export function demoNationOf(playerId: string): string {
  return byId.get(playerId)?.nation ?? '';
}

/** The player ranked `rank` (1 = best). */
export function playerAt(rank: number): DemoPlayer {
  const player = DEMO_PLAYERS[rank - 1];
  if (!player) throw new Error(`no demo player ranked ${rank}`);
  return player;
}
