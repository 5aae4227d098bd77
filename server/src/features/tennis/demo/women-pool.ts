import { makePool, type DemoPlayer, type Nation } from './player-pool.js';

/**
 * Women's first names by nation, for the United Cup's women's singles and mixed doubles; family names are the
 * nation's own, in their feminine form where the language has one. All made up, like the men.
 */
const WOMEN: Readonly<Record<string, { first: readonly string[]; last?: readonly string[] }>> = {
  ESP: { first: ['Lucía', 'Carmen', 'Nerea', 'Irene', 'Paula', 'Ainhoa'] },
  ITA: { first: ['Giulia', 'Chiara', 'Martina', 'Sofia', 'Beatrice', 'Elisa'] },
  FRA: { first: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Margaux'] },
  GER: { first: ['Lena', 'Marie', 'Hannah', 'Lea', 'Johanna', 'Clara'] },
  USA: { first: ['Madison', 'Avery', 'Harper', 'Peyton', 'Riley', 'Morgan'] },
  GBR: { first: ['Amelia', 'Isla', 'Freya', 'Poppy', 'Imogen', 'Harriet'] },
  ARG: { first: ['Valentina', 'Camila', 'Martina', 'Florencia', 'Agustina', 'Delfina'] },
  BRA: { first: ['Beatriz', 'Larissa', 'Gabriela', 'Mariana', 'Júlia', 'Lívia'] },
  CZE: {
    first: ['Tereza', 'Kateřina', 'Barbora', 'Adéla', 'Eliška', 'Klára'],
    last: ['Dvořáčková', 'Hrubešová', 'Kolaříková', 'Novotná', 'Procházková', 'Šťastná', 'Vondráčková'],
  },
  POL: {
    first: ['Zuzanna', 'Maja', 'Natalia', 'Oliwia', 'Weronika', 'Julia'],
    last: ['Bielawska', 'Czarnecka', 'Grabowiec', 'Kowalczyk', 'Lisowska', 'Nowakowska', 'Wrzesińska'],
  },
  KAZ: {
    first: ['Anastasia', 'Darya', 'Polina', 'Alina', 'Sofia', 'Yelena'],
    last: ['Belousova', 'Gorbunova', 'Kuvshinova', 'Lavrentyeva', 'Ovchinnikova', 'Sapozhnikova', 'Tikhomirova'],
  },
  SRB: { first: ['Jelena', 'Milica', 'Ana', 'Teodora', 'Katarina', 'Nina'] },
  CRO: { first: ['Petra', 'Lucija', 'Iva', 'Marta', 'Ema', 'Lana'] },
  JPN: { first: ['Yui', 'Hina', 'Aoi', 'Mei', 'Sakura', 'Rin'] },
  KOR: { first: ['Ji-woo', 'Seo-yeon', 'Min-seo', 'Ha-eun', 'Ye-jin', 'Su-bin'] },
  CHN: { first: ['Xinyi', 'Yutong', 'Zihan', 'Jiayi', 'Mengyao', 'Ruoxi'] },
  IND: { first: ['Ananya', 'Priya', 'Kavya', 'Ishita', 'Meera', 'Riya'] },
  AUS: { first: ['Matilda', 'Ruby', 'Sienna', 'Georgia', 'Abbey', 'Tahlia'] },
  SWE: { first: ['Ebba', 'Alva', 'Freja', 'Wilma', 'Saga', 'Tilda'] },
  NED: { first: ['Fleur', 'Sanne', 'Lotte', 'Noor', 'Femke', 'Eva'] },
  MEX: { first: ['Ximena', 'Regina', 'Renata', 'Fernanda', 'Mariana', 'Daniela'] },
  CHI: { first: ['Antonia', 'Josefa', 'Catalina', 'Trinidad', 'Fernanda', 'Isidora'] },
  ISR: { first: ['Noa', 'Shira', 'Maya', 'Tamar', 'Yael', 'Roni'] },
  TUR: { first: ['Zeynep', 'Elif', 'Defne', 'Ecrin', 'Ceren', 'İpek'] },
  GRE: {
    first: ['Eleni', 'Maria', 'Katerina', 'Despina', 'Sofia', 'Ioanna'],
    last: ['Antoniadou', 'Charalambous', 'Georgiou', 'Kyriakidou', 'Papadaki', 'Stamatopoulou', 'Vlachou'],
  },
  MAR: { first: ['Yasmine', 'Salma', 'Inès', 'Lina', 'Sara', 'Nour'] },
  POR: { first: ['Beatriz', 'Leonor', 'Matilde', 'Carolina', 'Inês', 'Francisca'] },
  IRL: { first: ['Aoife', 'Niamh', 'Saoirse', 'Ciara', 'Róisín', 'Clodagh'] },
  COL: { first: ['Mariana', 'Valeria', 'Isabella', 'Salomé', 'Manuela', 'Luciana'] },
  ROU: { first: ['Ioana', 'Andreea', 'Bianca', 'Irina', 'Raluca', 'Elena'] },
};

/** Enough for two players of every nation the United Cup takes. */
export const WOMEN_POOL_SIZE = 300;

function womenNames(nation: Nation) {
  const names = WOMEN[nation.code];
  if (!names) throw new Error(`no women's names for ${nation.code}`);
  return { first: names.first, last: names.last ?? nation.last };
}

/** The demo's women, best first (ids `DW0001`… by rank), made once from a fixed seed. */
export const DEMO_WOMEN: readonly DemoPlayer[] = makePool('baseline-demo-women', 'DW', WOMEN_POOL_SIZE, womenNames);
