/**
 * The ATP Tour calendar, 2026 season: public facts (names, categories, places, dates, surfaces, prize money, draw sizes) as
 * ATP's calendar published them, one tournament per line, read by season-table.ts. The title comes last and
 * may itself hold a '|':
 * id|category|start|end|singles draw|doubles draw|surface|prize money|city|country|title
 */
export const TOUR_2026 = `
9900|UC|2026-01-02|2026-01-11|18|18|Hard|$5,903,345|Perth-Sydney|Australia|United Cup
339|250|2026-01-04|2026-01-11|32|24|Hard|$800,045|Brisbane|Australia|Brisbane International presented by ANZ
336|250|2026-01-05|2026-01-11|28|16|Hard|$700,045|Hong Kong|Hong Kong|Bank of China Hong Kong Tennis Open
8998|250|2026-01-12|2026-01-17|28|24|Hard|$700,045|Adelaide|Australia|Adelaide International
301|250|2026-01-12|2026-01-17|28|16|Hard|$700,045|Auckland|New Zealand|ASB Classic
580|GS|2026-01-18|2026-02-01|128|64|Hard|A$49,171,000|Melbourne|Australia|Australian Open
375|250|2026-02-02|2026-02-08|28|16|Hard|€612,620|Montpellier|France|Open Occitanie
8096|DCR|2026-02-05|2026-02-08|4|1|||Multiple Locations||Davis Cup Qualifiers 1st Rd
407|500|2026-02-09|2026-02-15|32|16|Hard|€2,462,660|Rotterdam|Netherlands|ABN AMRO Open
506|250|2026-02-09|2026-02-15|28|16|Clay|$675,310|Buenos Aires|Argentina|IEB+ Argentina Open
424|500|2026-02-09|2026-02-15|32|16|Hard|$2,833,335|Dallas|United States|Nexo Dallas Open
499|250|2026-02-16|2026-02-22|28|16|Hard|$700,045|Delray Beach|United States|Delray Beach Open
451|500|2026-02-16|2026-02-21|32|16|Hard|$2,833,335|Doha|Qatar|Qatar ExxonMobil Open
6932|500|2026-02-16|2026-02-22|32|16|Clay|$2,469,450|Rio de Janeiro|Brazil|Rio Open presented by Claro
807|500|2026-02-23|2026-02-28|32|16|Hard|$2,469,450|Acapulco|Mexico|Abierto Mexicano Telcel presentado por HSBC
8996|250|2026-02-23|2026-03-01|28|16|Clay|$700,045|Santiago|Chile|BCI Seguros Chile Open
495|500|2026-02-23|2026-02-28|32|16|Hard|$3,311,005|Dubai|United Arab Emirates|Dubai Duty Free Tennis Championships
404|1000|2026-03-04|2026-03-15|96|32|Hard|$9,415,725|Indian Wells|United States|BNP Paribas Open
403|1000|2026-03-18|2026-03-29|96|32|Hard|$9,415,725|Miami|United States|Miami Open presented by Itau
717|250|2026-03-30|2026-04-05|28|16|Clay|$700,045|Houston|United States|Fayez Sarofim & Co. U.S. Men's Clay Court Championship
360|250|2026-03-30|2026-04-05|28|16|Clay|€612,620|Marrakech|Morocco|Grand Prix Hassan II
4462|250|2026-03-30|2026-04-05|28|16|Clay|€612,620|Bucharest|Romania|Tiriac Open presented by UniCredit Bank
410|1000|2026-04-05|2026-04-12|56|28|Clay|€6,309,095|Monte-Carlo|Monaco|Rolex Monte-Carlo Masters
425|500|2026-04-13|2026-04-19|32|16|Clay|€2,950,310|Barcelona|Spain|Barcelona Open Banc Sabadell
308|500|2026-04-13|2026-04-19|32|16|Clay|€2,561,110|Munich|Germany|BMW Open by Bitpanda
1536|1000|2026-04-22|2026-05-03|96|32|Clay|€8,235,540|Madrid|Spain|Mutua Madrid Open
416|1000|2026-05-06|2026-05-17|96|32|Clay|€8,235,540|Rome|Italy|Internazionali BNL d'Italia
414|500|2026-05-17|2026-05-23|32|16|Clay|€2,219,670|Hamburg|Germany|Bitpanda Hamburg Open
322|250|2026-05-17|2026-05-23|28|16|Clay|€612,620|Geneva|Switzerland|Gonet Geneva Open
520|GS|2026-05-24|2026-06-07|128|64|Clay||Paris|France|Roland Garros
321|250|2026-06-08|2026-06-14|28|16|Grass|€757,320|Stuttgart|Germany|BOSS OPEN
440|250|2026-06-08|2026-06-14|28|16|Grass|€723,435|'s-Hertogenbosch|Netherlands|Libema Open
311|500|2026-06-15|2026-06-21|32|16|Grass|€2,583,330|London|Great Britain|HSBC Championships
500|500|2026-06-15|2026-06-21|32|16|Grass|€2,583,330|Halle|Germany|Terra Wortmann Open
8994|250|2026-06-21|2026-06-27|28|16|Grass|€612,620|Mallorca|Spain|Vanda Pharmaceuticals Mallorca Championships
741|250|2026-06-22|2026-06-27|28|16|Grass|€773,465|Eastbourne|Great Britain|Lexus Eastbourne Open
540|GS|2026-06-29|2026-07-12|128|64|Grass||London|Great Britain|Wimbledon
314|250|2026-07-13|2026-07-19|28|16|Clay|€612,620|Gstaad|Switzerland|EFG Swiss Open Gstaad
316|250|2026-07-13|2026-07-19|28|16|Clay|€612,620|Bastad|Sweden|Nordea Open
439|250|2026-07-13|2026-07-19|28|16|Clay|€612,620|Umag|Croatia|Plava Laguna Croatia Open Umag
319|250|2026-07-20|2026-07-25|28|16|Clay|€612,620|Kitzbuhel|Austria|Generali Open
7290|250|2026-07-20|2026-07-26|28|16|Clay|€612,620|Estoril|Portugal|Millennium Estoril Open
7480|250|2026-07-27|2026-08-01|28|16|Hard|$909,790|Los Cabos|Mexico|Mifel Tennis Open by Telcel Oppo
418|500|2026-07-27|2026-08-02|32|16|Hard|$2,469,450|Washington|United States|Mubadala Citi DC Open
421|1000|2026-08-02|2026-08-13|96|32|Hard|$9,415,724|Montreal|Canada|National Bank Open presented by Rogers
422|1000|2026-08-13|2026-08-23|96|32|Hard|$9,415,725|Cincinnati|United States|Cincinnati Open
6242|250|2026-08-23|2026-08-29|48|16|Hard|$818,240|Winston-Salem|United States|Winston-Salem Open
560|GS|2026-08-31|2026-09-13|128|64|Hard||New York|United States|US Open
8097|DCR|2026-09-17|2026-09-20|2|1|Hard||Multiple Locations||Davis Cup Qualifiers 2nd Rd
7581|250|2026-09-23|2026-09-29|28|16|Hard|$1,210,115|Chengdu|China|Chengdu Open
4713|250|2026-09-23|2026-09-29|28|16|Hard|$1,039,090|Hangzhou|China|Lynk & Co Hangzhou Open
9210|LVR|2026-09-25|2026-09-27|12|12|Hard||London|Great Britain|Laver Cup
747|500|2026-09-30|2026-10-06|32|16|Hard|$4,089,385|Beijing|China|China Open
329|500|2026-09-30|2026-10-06|32|16|Hard|$2,342,275|Tokyo|Japan|Kinoshita Group Japan Open Tennis Championships
5014|1000|2026-10-07|2026-10-18|96|32|Hard|$9,415,725|Shanghai|China|Rolex Shanghai Masters
9410|250|2026-10-19|2026-10-25|28|16|Hard|$1,075,160|Almaty|Kazakhstan|Almaty Open
7485|250|2026-10-19|2026-10-25|28|16|Hard|€723,435|Brussels|Belgium|BNP Paribas Fortis European Open
496|250|2026-10-19|2026-10-25|28|16|Hard|€757,320|Lyon|France|Grand Prix Auvergne-Rhone-Alpes
337|500|2026-10-26|2026-11-01|32|16|Hard|€2,797,985|Vienna|Austria|Erste Bank Open
328|500|2026-10-26|2026-11-01|32|16|Hard|€2,584,155|Basel|Switzerland|Swiss Indoors Basel
352|1000|2026-11-02|2026-11-08|56|24|Hard|€6,309,095|Paris|France|Rolex Paris Masters
429|250|2026-11-08|2026-11-14|28|16|Hard|€723,435|Stockholm|Sweden|Bybit Stockholm Open
605|WC|2026-11-15|2026-11-22|8|0|Hard||Turin|Italy|Nitto ATP Finals
8099|DCR|2026-11-23|2026-11-29|2|1|Hard||Bologna|Italy|Davis Cup Finals
`;
