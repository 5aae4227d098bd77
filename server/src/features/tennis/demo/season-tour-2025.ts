/**
 * The ATP Tour calendar, 2025 season: public facts (names, categories, places, dates, surfaces, prize money, draw sizes) as
 * ATP's calendar published them, one tournament per line, read by season-table.ts. The title comes last and
 * may itself hold a '|':
 * id|category|start|end|singles draw|doubles draw|surface|prize money|city|country|title
 */
export const TOUR_2025 = `
9900|UC|2024-12-27|2025-01-05|18|18|Hard|$5,000,000|Perth-Sydney|Australia|United Cup
339|250|2024-12-29|2025-01-05|32|24|Hard|$680,140|Brisbane|Australia|Brisbane International presented by ANZ
336|250|2024-12-30|2025-01-05|28|16|Hard|$680,140|Hong Kong|Hong Kong|Bank of China Hong Kong Tennis Open
8998|250|2025-01-06|2025-01-11|28|24|Hard|$680,140|Adelaide|Australia|Adelaide International
301|250|2025-01-06|2025-01-11|28|16|Hard|$680,140|Auckland|New Zealand|ASB Classic
580|GS|2025-01-12|2025-01-26|128|64|Hard|A$43,250,000|Melbourne|Australia|Australian Open
375|250|2025-01-27|2025-02-02|28|16|Hard|€596,035|Montpellier|France|Open Occitanie
8096|DCR|2025-01-31|2025-02-02|4|1|||Multiple Locations||Davis Cup Qualifiers 1st Rd
407|500|2025-02-03|2025-02-09|32|16|Hard|€2,401,550|Rotterdam|Netherlands|ABN AMRO Open
424|500|2025-02-03|2025-02-09|32|16|Hard|$2,760,000|Dallas|United States|Dallas Open
499|250|2025-02-10|2025-02-16|28|16|Hard|$680,140|Delray Beach|United States|Delray Beach Open
506|250|2025-02-10|2025-02-16|28|16|Clay|$658,390|Buenos Aires|Argentina|IEB+ Argentina Open
496|250|2025-02-10|2025-02-16|28|16|Hard|€740,730|Marseille|France|Open 13 Provence
451|500|2025-02-17|2025-02-22|32|16|Hard|$2,760,000|Doha|Qatar|Qatar ExxonMobil Open
6932|500|2025-02-17|2025-02-23|32|16|Clay|$2,396,115|Rio de Janeiro|Brazil|Rio Open presented by Claro
807|500|2025-02-24|2025-03-01|32|16|Hard|$2,585,410|Acapulco|Mexico|Abierto Mexicano Telcel presentado por HSBC
8996|250|2025-02-24|2025-03-02|28|16|Clay|$680,140|Santiago|Chile|BCI Seguros Chile Open
495|500|2025-02-24|2025-03-01|32|16|Hard|$3,237,670|Dubai|United Arab Emirates|Dubai Duty Free Tennis Championships
404|1000|2025-03-05|2025-03-16|96|32|Hard|$9,693,540|Indian Wells|United States|BNP Paribas Open
403|1000|2025-03-19|2025-03-30|96|32|Hard|$9,193,540|Miami|United States|Miami Open presented by Itau
717|250|2025-03-31|2025-04-06|28|16|Clay|$680,140|Houston|United States|Fayez Sarofim & Co. U.S. Men's Clay Court Championship
360|250|2025-03-31|2025-04-06|28|16|Clay|€596,035|Marrakech|Morocco|Grand Prix Hassan II
4462|250|2025-03-31|2025-04-06|28|16|Clay|€596,035|Bucharest|Romania|Tiriac Open presented by UniCredit Bank
410|1000|2025-04-06|2025-04-13|56|28|Clay|€6,128,940|Monte-Carlo|Monaco|Rolex Monte-Carlo Masters
425|500|2025-04-14|2025-04-20|32|16|Clay|€2,889,200|Barcelona|Spain|Barcelona Open Banc Sabadell
308|500|2025-04-14|2025-04-20|32|16|Clay|€2,500,000|Munich|Germany|BMW Open by Bitpanda
1536|1000|2025-04-23|2025-05-04|96|32|Clay|€8,055,385|Madrid|Spain|Mutua Madrid Open
416|1000|2025-05-07|2025-05-18|96|32|Clay|€8,055,385|Rome|Italy|Internazionali BNL d'Italia
414|500|2025-05-18|2025-05-24|32|16|Clay|€2,158,560|Hamburg|Germany|Bitpanda Hamburg Open
322|250|2025-05-18|2025-05-24|28|16|Clay|€596,035|Geneva|Switzerland|Gonet Geneva Open
520|GS|2025-05-25|2025-06-08|128|64|Clay|€26,334,000|Paris|France|Roland Garros
321|250|2025-06-09|2025-06-15|28|16|Grass|€751,630|Stuttgart|Germany|BOSS OPEN
440|250|2025-06-09|2025-06-15|28|16|Grass|€706,850|'s-Hertogenbosch|Netherlands|Libema Open
311|500|2025-06-16|2025-06-22|32|16|Grass|€2,522,220|London|Great Britain|HSBC Championships
500|500|2025-06-16|2025-06-22|32|16|Grass|€2,522,220|Halle|Germany|Terra Wortmann Open
8994|250|2025-06-22|2025-06-28|28|16|Grass|€596,035|Mallorca|Spain|Vanda Pharmaceuticals Mallorca Championships
741|250|2025-06-23|2025-06-28|28|16|Grass|€756,875|Eastbourne|Great Britain|Lexus Eastbourne Open
540|GS|2025-06-30|2025-07-13|128|64|Grass|£24,919,000|London|Great Britain|Wimbledon
314|250|2025-07-14|2025-07-20|28|16|Clay|€596,035|Gstaad|Switzerland|EFG Swiss Open Gstaad
7480|250|2025-07-14|2025-07-19|28|16|Hard|$889,890|Los Cabos|Mexico|Mifel Tennis Open by Telcel Oppo
316|250|2025-07-14|2025-07-20|28|16|Clay|€596,035|Bastad|Sweden|Nordea Open
439|250|2025-07-20|2025-07-26|28|16|Clay|€596,035|Umag|Croatia|Plava Laguna Croatia Open Umag
319|250|2025-07-21|2025-07-26|28|16|Clay|€596,035|Kitzbuhel|Austria|Generali Open
418|500|2025-07-21|2025-07-27|48|16|Hard|$2,396,115|Washington|United States|Mubadala Citi DC Open
421|1000|2025-07-27|2025-08-07|96|32|Hard|$9,193,540|Toronto|Canada|National Bank Open Presented by Rogers
422|1000|2025-08-07|2025-08-18|96|32|Hard|$9,193,540|Cincinnati|United States|Cincinnati Open
6242|250|2025-08-17|2025-08-23|48|16|Hard|$798,335|Winston-Salem|United States|Winston-Salem Open
560|GS|2025-08-24|2025-09-07|128|64|Hard|$40,412,800|New York|United States|US Open
8097|DCR|2025-09-12|2025-09-14|2|1|Hard||Multiple Locations||Davis Cup Qualifiers 2nd Rd
7581|250|2025-09-17|2025-09-23|28|16|Hard|$1,190,210|Chengdu|China|Chengdu Open
4713|250|2025-09-17|2025-09-23|28|16|Hard|$1,019,185|Hangzhou|China|Lynk & Co Hangzhou Open
9210|LVR|2025-09-19|2025-09-21|12|12|Hard||San Francisco|United States|Laver Cup
329|500|2025-09-24|2025-09-30|32|16|Hard|$2,226,470|Tokyo|Japan|Kinoshita Group Japan Open Tennis Championships
747|500|2025-09-25|2025-10-01|32|16|Hard|$4,016,050|Beijing|China|China Open
5014|1000|2025-10-01|2025-10-12|96|32|Hard|$9,196,000|Shanghai|China|Rolex Shanghai Masters
9410|250|2025-10-13|2025-10-19|28|16|Hard|$1,055,255|Almaty|Kazakhstan|Almaty Open
7485|250|2025-10-13|2025-10-19|28|16|Hard|€706,850|Brussels|Belgium|BNP Paribas Fortis European Open
429|250|2025-10-13|2025-10-19|28|16|Hard|€706,850|Stockholm|Sweden|BNP Paribas Nordic Open
337|500|2025-10-20|2025-10-26|32|16|Hard|€2,736,875|Vienna|Austria|Erste Bank Open
328|500|2025-10-20|2025-10-26|32|16|Hard|€2,523,045|Basel|Switzerland|Swiss Indoors Basel
352|1000|2025-10-27|2025-11-02|56|28|Hard|€6,128,940|Paris|France|Rolex Paris Masters
341|250|2025-11-02|2025-11-08|28|16|Hard|€596,035|Metz|France|Moselle Open
5100|250|2025-11-02|2025-11-08|28|16|Hard|€766,715|Athens|Greece|Vanda Pharmaceuticals Hellenic Championship
605|WC|2025-11-09|2025-11-16|8|8|Hard||Turin|Italy|Nitto ATP Finals
8099|DCR|2025-11-18|2025-11-23|2|1|Hard||Bologna|Italy|Davis Cup Finals
7696|XXI|2025-12-17|2025-12-21|8|0|Hard||Jeddah|Saudi Arabia|Next Gen ATP Finals presented by PIF
`;
