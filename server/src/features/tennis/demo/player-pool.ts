import { seededRandom } from './prng.js';

/** A fictional player of the demo season; `rank` 1 is the best, and decides entries, seeds and results. */
export interface DemoPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
  rank: number;
  /** The nation's three-letter code ("ESP"): the team events pick their players by it. */
  nation: string;
}

export interface Nation {
  code: string;
  name: string;
  first: readonly string[];
  last: readonly string[];
}

/**
 * First names and family names by nation, paired only within a nation so that names read plausibly. The
 * family names were chosen to be ordinary and not those of known players: every demo player is made up.
 */
export const NATIONS: readonly Nation[] = [
  {
    code: 'ESP',
    name: 'Spain',
    first: ['Mateo', 'Iker', 'Hugo', 'Álvaro', 'Pablo', 'Unai'],
    last: ['Echevarría', 'Lasarte', 'Quintanilla', 'Robledo', 'Sarabia', 'Valcárcel', 'Olmedo'],
  },
  {
    code: 'ITA',
    name: 'Italy',
    first: ['Lorenzo', 'Tommaso', 'Edoardo', 'Matteo', 'Riccardo', 'Filippo'],
    last: ['Battistoni', 'Carrozza', 'Ferlini', 'Mancuso', 'Pellegatti', 'Scaglione', 'Venturelli'],
  },
  {
    code: 'FRA',
    name: 'France',
    first: ['Louis', 'Théo', 'Maxime', 'Baptiste', 'Clément', 'Antoine'],
    last: ['Auberger', 'Chassagne', 'Delvaux', 'Fournival', 'Lemarquis', 'Rouvière', 'Vautrin'],
  },
  {
    code: 'GER',
    name: 'Germany',
    first: ['Jonas', 'Lukas', 'Felix', 'Moritz', 'Jannis', 'Niklas'],
    last: ['Brandstätter', 'Eichhorn', 'Gerlinger', 'Hollweck', 'Kessler', 'Ruprecht', 'Wendlinger'],
  },
  {
    code: 'USA',
    name: 'United States',
    first: ['Ethan', 'Caleb', 'Mason', 'Tyler', 'Brady', 'Nolan'],
    last: ['Ashworth', 'Cavanaugh', 'Dunleavy', 'Hollister', 'Prescott', 'Stallings', 'Whitcomb'],
  },
  {
    code: 'GBR',
    name: 'Great Britain',
    first: ['Oliver', 'Harry', 'Alfie', 'Rory', 'Callum', 'Jamie'],
    last: ['Bramwell', 'Fenwick', 'Hartigan', 'Kingsley', 'Pembroke', 'Thornbury', 'Waverley'],
  },
  {
    code: 'ARG',
    name: 'Argentina',
    first: ['Facundo', 'Thiago', 'Joaquín', 'Lautaro', 'Bautista', 'Tomás'],
    last: ['Arguedas', 'Bustamante', 'Cifuentes', 'Larrañaga', 'Mendieta', 'Pereyra Luna', 'Zubiría'],
  },
  {
    code: 'BRA',
    name: 'Brazil',
    first: ['Gustavo', 'Rafael', 'Caio', 'Enzo', 'Davi', 'Lucas'],
    last: ['Albuquerque', 'Bittencourt', 'Cavalcanti', 'Figueiredo', 'Magalhães', 'Nogueira', 'Teixeira Lima'],
  },
  {
    code: 'CZE',
    name: 'Czechia',
    first: ['Matěj', 'Vojtěch', 'Ondřej', 'Tadeáš', 'Šimon', 'Jakub'],
    last: ['Dvořáček', 'Hrubeš', 'Kolářík', 'Novotný', 'Procházka', 'Šťastný', 'Vondráček'],
  },
  {
    code: 'POL',
    name: 'Poland',
    first: ['Mikołaj', 'Szymon', 'Kacper', 'Filip', 'Bartosz', 'Igor'],
    last: ['Bielawski', 'Czarnecki', 'Grabowiec', 'Kowalczyk', 'Lisowski', 'Nowakowski', 'Wrzesiński'],
  },
  {
    code: 'KAZ',
    name: 'Kazakhstan',
    first: ['Arseniy', 'Timur', 'Gleb', 'Kirill', 'Roman', 'Yegor'],
    last: ['Belousov', 'Gorbunov', 'Kuvshinov', 'Lavrentyev', 'Ovchinnikov', 'Sapozhnikov', 'Tikhomirov'],
  },
  {
    code: 'SRB',
    name: 'Serbia',
    first: ['Luka', 'Marko', 'Nikola', 'Stefan', 'Dušan', 'Vuk'],
    last: ['Jovanović', 'Kostadinović', 'Milošević', 'Radulović', 'Stanisavljević', 'Vukadinović', 'Živković'],
  },
  {
    code: 'CRO',
    name: 'Croatia',
    first: ['Ivo', 'Ante', 'Dino', 'Josip', 'Mate', 'Toni'],
    last: ['Barišić', 'Grgurević', 'Jurišić', 'Kovačević', 'Matošić', 'Perković', 'Tomljanović'],
  },
  {
    code: 'JPN',
    name: 'Japan',
    first: ['Kenta', 'Haruto', 'Sota', 'Yuma', 'Ren', 'Daiki'],
    last: ['Fujisaki', 'Hayakawa', 'Ishimoto', 'Kurokawa', 'Matsuzawa', 'Okabe', 'Takanashi'],
  },
  {
    code: 'KOR',
    name: 'Korea',
    first: ['Jun-ho', 'Min-jae', 'Seung-woo', 'Ji-hoon', 'Tae-yang', 'Do-hyun'],
    last: ['Baek', 'Cheon', 'Hwang', 'Jang', 'Nam', 'Seo', 'Yoon'],
  },
  {
    code: 'CHN',
    name: 'China',
    first: ['Zhiyuan', 'Haoran', 'Yichen', 'Zirui', 'Junhao', 'Tianyu'],
    last: ['Deng', 'Gao', 'Liang', 'Pan', 'Song', 'Xu', 'Zeng'],
  },
  {
    code: 'IND',
    name: 'India',
    first: ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Karan', 'Siddharth'],
    last: ['Bhandari', 'Chandrasekar', 'Deshpande', 'Iyengar', 'Kulkarni', 'Mehrotra', 'Raghunathan'],
  },
  {
    code: 'AUS',
    name: 'Australia',
    first: ['Lachlan', 'Cooper', 'Jack', 'Hamish', 'Flynn', 'Riley'],
    last: ['Ashcombe', 'Breckenridge', 'Dunstan', 'Holloway', 'McAllister', 'Penhaligon', 'Treloar'],
  },
  {
    code: 'SWE',
    name: 'Sweden',
    first: ['Emil', 'Oskar', 'Viktor', 'Elias', 'Anton', 'Isak'],
    last: ['Bergqvist', 'Dahlgren', 'Hellström', 'Lindqvist', 'Nordahl', 'Sjöberg', 'Wallenius'],
  },
  {
    code: 'NED',
    name: 'Netherlands',
    first: ['Sander', 'Daan', 'Bram', 'Thijs', 'Jesse', 'Milan'],
    last: ['Brouwers', 'de Groot', 'Hoekstra', 'Kuipers', 'van Dalen', 'Verbeek', 'Wijnands'],
  },
  {
    code: 'MEX',
    name: 'Mexico',
    first: ['Diego', 'Santiago', 'Emiliano', 'Rodrigo', 'Sebastián', 'Andrés'],
    last: ['Altamirano', 'Cárdenas', 'Escamilla', 'Galindo', 'Montemayor', 'Villaseñor', 'Zavala'],
  },
  {
    code: 'CHI',
    name: 'Chile',
    first: ['Nicolás', 'Martín', 'Benjamín', 'Vicente', 'Agustín', 'Cristóbal'],
    last: ['Aravena', 'Contreras', 'Errázuriz', 'Huerta', 'Saavedra', 'Undurraga', 'Valenzuela'],
  },
  {
    code: 'ISR',
    name: 'Israel',
    first: ['Eitan', 'Yonatan', 'Noam', 'Itai', 'Omer', 'Ariel'],
    last: ['Ben-Haim', 'Dagan', 'Friedmann', 'Golan', 'Katzir', 'Peretz', 'Shaked'],
  },
  {
    code: 'TUR',
    name: 'Türkiye',
    first: ['Kerem', 'Emir', 'Arda', 'Efe', 'Berk', 'Mert'],
    last: ['Akalın', 'Demirtaş', 'Erkoç', 'Karaca', 'Özdemir', 'Sarıgül', 'Yalçınkaya'],
  },
  {
    code: 'GRE',
    name: 'Greece',
    first: ['Giorgos', 'Nikos', 'Dimitris', 'Stavros', 'Kostas', 'Panos'],
    last: ['Antoniadis', 'Charalambous', 'Georgiou', 'Kyriakides', 'Papadakis', 'Stamatopoulos', 'Vlachos'],
  },
  {
    code: 'MAR',
    name: 'Morocco',
    first: ['Youssef', 'Amine', 'Karim', 'Mehdi', 'Rayan', 'Nassim'],
    last: ['Belkacem', 'Bouzid', 'El Amrani', 'Haddad', 'Mansouri-Ali', 'Slimani', 'Zerrouki'],
  },
  {
    code: 'POR',
    name: 'Portugal',
    first: ['Tiago', 'Duarte', 'Rodrigo', 'Gonçalo', 'Afonso', 'Simão'],
    last: ['Amaral', 'Carvalhais', 'Fonseca', 'Loureiro', 'Meireles', 'Quaresma', 'Sequeira'],
  },
  {
    code: 'IRL',
    name: 'Ireland',
    first: ['Aidan', 'Liam', 'Cian', 'Oisín', 'Darragh', 'Seán'],
    last: ['Brennan', 'Donnellan', 'Fitzgerald', 'Gallagher', "O'Driscoll", 'Quinlan', 'Whelan'],
  },
  {
    code: 'COL',
    name: 'Colombia',
    first: ['Matías', 'Juan Pablo', 'Santino', 'Emilio', 'Federico', 'Ignacio'],
    last: ['Arango', 'Betancur', 'Castaño', 'Echeverri', 'Montoya Ruiz', 'Restrepo', 'Zuluaga'],
  },
  {
    code: 'ROU',
    name: 'Romania',
    first: ['Alexandru', 'Andrei', 'Radu', 'Mihai', 'Vlad', 'Tudor'],
    last: ['Ardeleanu', 'Constantinescu', 'Dumitrescu', 'Georgescu', 'Moldoveanu', 'Popovici', 'Stănescu'],
  },
];

/** Enough for every entrant of a Challenger event (ranks up to about 600) with its qualifiers and wild cards. */
export const POOL_SIZE = 720;

/** The season's players, best first, made once from a fixed seed. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = makePool(
  'baseline-demo-players',
  'DP',
  POOL_SIZE,
  (nation) => nation,
);

/**
 * `size` players ranked by the order they are made in (ids `{prefix}0001`… by rank), each from a nation
 * picked at random, named from `namesOf(nation)`; the same seed always makes the same pool.
 */
export function makePool(
  seed: string,
  prefix: string,
  size: number,
  namesOf: (nation: Nation) => { first: readonly string[]; last: readonly string[] },
): DemoPlayer[] {
  const random = seededRandom(seed);
  const taken = new Set<string>();
  const players: DemoPlayer[] = [];
  while (players.length < size) {
    const nation = random.pick(NATIONS);
    const names = namesOf(nation);
    const name = { FirstName: random.pick(names.first), LastName: random.pick(names.last) };
    const key = `${name.FirstName} ${name.LastName}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const rank = players.length + 1;
    players.push({ PlayerId: `${prefix}${rank.toString().padStart(4, '0')}`, ...name, rank, nation: nation.code });
  }
  return players;
}

/** The player ranked `rank` (1 = best). */
export function playerAt(rank: number): DemoPlayer {
  const player = DEMO_PLAYERS[rank - 1];
  if (!player) throw new Error(`no demo player ranked ${rank}`);
  return player;
}
