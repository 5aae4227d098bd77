/**
 * The ATP Challenger Tour calendar, 2026 season: public facts (names, categories, places, dates, surfaces, prize money, draw sizes) as
 * ATP's calendar published them, one tournament per line, read by season-table.ts. The title comes last and
 * may itself hold a '|':
 * id|category|start|end|singles draw|doubles draw|surface|prize money|city|country|title
 */
export const CHALLENGER_2026 = `
2791|CH|2026-01-05|2026-01-10|32|16|Hard|$63,000|Nonthaburi|Thailand|Bangkok Open 1
7808|CH|2026-01-05|2026-01-10|32|16|Hard|$225,000|Bengaluru|India|Bengaluru Open
2205|CH|2026-01-05|2026-01-10|32|16|Hard|$107,000|Noumea|New Caledonia|BNC TENNIS OPEN
2907|CH|2026-01-05|2026-01-10|32|16|Hard|€56,700|Nottingham|Great Britain|Lexus Nottingham Challenger
7393|CH|2026-01-05|2026-01-10|32|16|Hard|$225,000|Canberra|Australia|Workday Canberra International
1210|CH|2026-01-12|2026-01-17|32|16|Clay|$63,000|Buenos Aires|Argentina|AAT Challenger Edicion TCA
2795|CH|2026-01-12|2026-01-17|32|16|Hard|$107,000|Nonthaburi|Thailand|Bangkok Open 2
7916|CH|2026-01-12|2026-01-17|32|16|Hard|€56,700|Glasgow|Great Britain|Lexus Glasgow Challenger
2831|CH|2026-01-19|2026-01-25|32|16|Hard|€160,680|Oeiras|Portugal|Indoor Oeiras Open 1
3053|CH|2026-01-19|2026-01-25|32|16|Clay|$107,000|Itajai|Brazil|Itajai Open
3057|CH|2026-01-19|2026-01-25|32|16|Hard|$63,000|Phan Thiet|Vietnam|NovaWorld Phan Thiet Challenger 1
3055|CH|2026-01-19|2026-01-26|32|16|Hard|$107,000|Soma Bay|Egypt|Soma Bay Open
3059|CH|2026-01-26|2026-02-01|32|16|Hard|$63,000|Phan Thiet|Vietnam|NovaWorld Phan Thiet Challenger 2
2833|CH|2026-01-26|2026-02-01|32|16|Hard|€97,640|Oeiras|Portugal|Oeiras Indoor 2
9635|CH|2026-01-27|2026-02-01|32|16|Hard|$225,000|Manama|Bahrain|Bahrain Open Tennis Challenger
2971|CH|2026-01-27|2026-02-01|32|16|Hard|$177,000|San Diego|United States|Better Buzz Coffee San Diego Open
9452|CH|2026-01-27|2026-02-01|32|16|Clay|$177,000|Concepcion|Chile|Dove Men+Care Concepción
6239|CH|2026-01-27|2026-02-01|32|16|Hard|€203,900|Quimper|France|Open Quimper Bretagne Occidentale
2967|CH|2026-02-02|2026-02-08|32|16|Hard|$107,000|Brisbane|Australia|Brisbane Tennis International #1
9154|CH|2026-02-02|2026-02-08|32|16|Hard|$107,000|Cleveland|United States|Cleveland Open
3077|CH|2026-02-02|2026-02-08|32|16|Hard|€56,700|Koblenz|Germany|Koblenz Tennis Open
2965|CH|2026-02-02|2026-02-08|32|16|Clay|$225,000|Rosario|Argentina|Quini 6 Rosario Challenger presentado por el Gobierno de Santa Fe
3061|CH|2026-02-02|2026-02-08|32|16|Hard|€56,700|Cesenatico|Italy|Start Romagna Cup -1° Trofeo Città di Cesenatico
9623|CH|2026-02-02|2026-02-08|32|16|Hard|€97,640|Tenerife|Spain|Tenerife Challenger 1
2969|CH|2026-02-09|2026-02-15|32|16|Hard|$107,000|Brisbane|Australia|Brisbane Tennis International #2
7849|CH|2026-02-09|2026-02-15|32|16|Hard|$63,000|Chennai|India|Coromandel Chennai Open
3063|CH|2026-02-09|2026-02-15|32|16|Hard|$63,000|Baton Rouge|United States|Steve Carter Baton Rouge Challenger
2839|CH|2026-02-09|2026-02-15|32|16|Hard|€97,640|Tenerife|Spain|Tenerife Challenger 2
9162|CH|2026-02-09|2026-02-15|32|16|Hard|€203,900|Pau|France|Terega Open Pau Pyrénées
9678|CH|2026-02-16|2026-02-22|32|16|Clay|$63,000|Tigre|Argentina|AAT Challenger IEB+ Edicion Tigre I
3075|CH|2026-02-16|2026-02-22|32|16|Hard|$107,000|Metepec|Mexico|Chaca Challenger Metepec Open
6961|CH|2026-02-16|2026-02-22|32|16|Hard|$107,000|New Delhi|India|Delhi Open 2026
7874|CH|2026-02-16|2026-02-22|32|16|Hard|€203,900|Lille|France|Play In Challenger
9695|CH|2026-02-23|2026-03-01|32|16|Clay|$63,000|Tigre|Argentina|AAT Challenger IEB+ Edicion Tigre II
9516|CH|2026-02-23|2026-03-01|32|16|Hard|97,640|Lugano|Switzerland|Challenger Città di Lugano
1796|CH|2026-02-23|2026-03-01|32|16|Hard|160,680|St. Brieuc|France|Open Saint-Brieuc Armor Agglomération
7100|CH|2026-02-23|2026-03-01|32|16|Hard|$107,000|Pune|India|PMR Maha Open
3065|CH|2026-03-02|2026-03-08|32|16|Clay|$107,000|Brasilia|Brazil|Brasilia Tennis Open
3067|CH|2026-03-02|2026-03-08|32|16|Hard|$63,000|Fujairah|United Arab Emirates|Fujairah Open
2983|CH|2026-03-02|2026-03-08|32|16|Hard|€56,700|Hersonissos|Greece|ITC Crete Challenger
2913|CH|2026-03-02|2026-03-08|32|16|Clay|$107,000|Kigali|Rwanda|Rwanda Challenger
2973|CH|2026-03-02|2026-03-08|32|16|Hard|€160,680|Thionville|France|Thionville Open
398|CH|2026-03-09|2026-03-15|32|16|Hard|€97,640|Cherbourg|France|Challenger Cherbourg La Manche
3406|CH|2026-03-09|2026-03-15|32|16|Clay|$107,000|Santiago|Chile|Challenger de Santiago - Dove Men Care
2985|CH|2026-03-09|2026-03-15|32|16|Hard|€56,700|Hersonissos|Greece|ITC Crete Challenger
2915|CH|2026-03-09|2026-03-15|32|16|Clay|$177,000|Kigali|Rwanda|Rwanda Challenger 2
9167|CH|2026-03-10|2026-03-15|28|16|Hard|$300,000|Phoenix|United States|Arizona Tennis Classic
2975|CH|2026-03-10|2026-03-15|28|16|Hard|$300,000|Cap Cana|Dominican Republic|Republica Dominicana Open - Copa Cap Cana
6963|CH|2026-03-16|2026-03-22|32|16|Hard|$107,000|Morelos|Mexico|Morelos Open
2909|CH|2026-03-16|2026-03-22|32|16|Clay|$107,000|Asuncion|Paraguay|Munich Ultra Paraguay Open
9171|CH|2026-03-16|2026-03-22|32|16|Clay|€97,640|Murcia|Spain|VII CHALLENGER COSTA CALIDA REGION DE MURCIA
9472|CH|2026-03-16|2026-03-22|32|16|Clay|€97,640|Zadar|Croatia|Zadar Open
2911|CH|2026-03-23|2026-03-29|32|16|Clay|€203,900|Naples|Italy|Guerri Napoli Tennis Cup
5016|CH|2026-03-23|2026-03-28|32|16|Clay|$63,000|Bucaramanga|Colombia|KIA Open
3071|CH|2026-03-23|2026-03-29|32|16|Clay|$177,000|Sao Paulo|Brazil|LA OPEN
8388|CH|2026-03-23|2026-03-29|32|16|Clay|€56,700|Split|Croatia|Memorijal Mile Moralic - Split Open Jolly Autoline
2955|CH|2026-03-23|2026-03-29|32|16|Clay|€160,680|Alicante|Spain|Montemar ENE Construccion
2991|CH|2026-03-23|2026-03-28|32|16|Hard|$225,000|Morelia|Mexico|Morelia Open
8268|CH|2026-03-23|2026-03-29|32|16|Hard|$63,000|Yokkaichi|Japan|Yokkaichi Challenger
213|CH|2026-03-30|2026-04-05|32|16|Clay|$107,000|San Luis Potosi|Mexico|Banorte Tennis Open
3073|CH|2026-03-30|2026-04-05|32|16|Hard|$63,000|Miyazaki|Japan|Koyushokucho Miyazaki Challenger
7494|CH|2026-03-30|2026-04-05|32|16|Clay|€97,640|Barletta|Italy|Open Città della Disfida - Trofeo Lapietra
2987|CH|2026-03-30|2026-04-05|32|16|Clay|€160,680|Menorca|Spain|Open Menorca
2821|CH|2026-03-30|2026-04-05|32|16|Clay|$107,000|Sao Leopoldo|Brazil|São Léo Open de Tênis
2989|CH|2026-04-06|2026-04-12|32|16|Clay|€203,900|Monza|Italy|Atkinsons Monza Open
6307|CH|2026-04-06|2026-04-12|32|16|Clay|$107,000|Campinas|Brazil|Copa Internacional de Tenis
5069|CH|2026-04-06|2026-04-12|32|16|Clay|$107,000|Sarasota|United States|Elizabeth Moore Sarasota Open
9687|CH|2026-04-06|2026-04-12|32|16|Clay|€97,640|Madrid|Spain|Grand Prix Open Comunidad de Madrid by Silverway
8375|CH|2026-04-06|2026-04-12|32|16|Clay|$225,000|Mexico City|Mexico|Mexico City Open presentado por Banco BX+
3079|CH|2026-04-06|2026-04-12|32|16|Hard|$63,000|Wuning|China|WUNING OPEN 1
9479|CH|2026-04-13|2026-04-18|32|16|Clay|$107,000|Santa Cruz|Bolivia|Bolivia Open
9514|CH|2026-04-13|2026-04-19|32|16|Clay|€203,900|Oeiras|Portugal|Oeiras Open 3
1741|CH|2026-04-13|2026-04-19|32|16|Hard|$225,000|Busan|South Korea|Renault Busan Open Tennis Championships
692|CH|2026-04-13|2026-04-19|32|16|Clay|$107,000|Tallahassee|United States|Tallahassee Tennis Challenger
3081|CH|2026-04-13|2026-04-19|32|16|Hard|$63,000|Wuning|China|WUNING OPEN 2
2995|CH|2026-04-20|2026-04-26|32|16|Hard|63,000|Abidjan|Ivory Coast|Cote d'Ivoire Open 1
2151|CH|2026-04-20|2026-04-26|32|16|Clay|€97,640|Rome|Italy|Garden Open
7490|CH|2026-04-20|2026-04-26|32|16|Hard|$107,000|Gwangju|South Korea|Gwangju Open
5067|CH|2026-04-20|2026-04-26|32|16|Clay|$107,000|Savannah|United States|Savannah Challenger
7736|CH|2026-04-20|2026-04-25|32|16|Clay|$63,000|Shymkent|Kazakhstan|Shymkent Challenger 1
2997|CH|2026-04-27|2026-05-03|32|16|Hard|$107,000|Abidjan|Ivory Coast|Cote d'Ivoire Open 2
9697|CH|2026-04-27|2026-05-03|32|16|Clay|€160,680|Mauthausen|Austria|Danube Upper Austria Open powered by SKE
3083|CH|2026-04-27|2026-05-03|32|16|Hard|$107,000|Jiujiang|China|Jiangxi Open
1797|CH|2026-04-27|2026-05-03|32|16|Clay|€97,640|Ostrava|Czechia|Ostra Group Open By Porsche Servisni Centrum Ostrava
9192|CH|2026-04-27|2026-05-03|32|16|Clay|$63,000|Shymkent|Kazakhstan|Shymkent Challenger 2
7009|CH|2026-04-28|2026-05-03|28|16|Clay|€272,720|Aix-en-Provence|France|Open Aix Provence Crédit Agricole
2861|CH|2026-04-28|2026-05-03|28|16|Clay|€272,720|Cagliari|Italy|Sardegna Open
7707|CH|2026-05-04|2026-05-10|32|16|Clay|€97,640|Francavilla al Mare|Italy|Abruzzo Open Francavilla al Mare
2961|CH|2026-05-04|2026-05-10|32|16|Clay|$63,000|Brazzaville|Republic of Congo|Brazzaville Challenger
2923|CH|2026-05-04|2026-05-10|32|16|Clay|$63,000|Santos|Brazil|Santos Brasil Tennis Cup
2921|CH|2026-05-04|2026-05-10|32|16|Hard|$177,000|Wuxi|China|Wuxi Open
2981|CH|2026-05-11|2026-05-16|32|16|Clay|$63,000|Cordoba|Argentina|AAT Challenger IEB+ Edicion Córdoba
3107|CH|2026-05-11|2026-05-16|32|16|Hard|$63,000|Bengaluru|India|KARNATAKA OPEN
1541|CH|2026-05-11|2026-05-16|32|16|Clay|$107,000|Tunis|Tunisia|KIA Tunis Open
9475|CH|2026-05-11|2026-05-16|32|16|Clay|€160,680|Oeiras|Portugal|Oeiras Open 4
9500|CH|2026-05-11|2026-05-16|32|16|Clay|€97,640|Zagreb|Croatia|Zagreb Open
3824|CH|2026-05-12|2026-05-17|28|16|Clay|€272,720|Bordeaux|France|BNP Paribas Primrose Bordeaux
2823|CH|2026-05-12|2026-05-17|28|16|Clay|€272,720|Valencia|Spain|Copa Faulconbridge
3105|CH|2026-05-18|2026-05-23|32|16|Clay|$107,000|Istanbul|Turkiye|Bosphorus Challenger Cup
3095|CH|2026-05-18|2026-05-23|32|16|Clay|56,700|Cervia|Italy|CAME CUP 2026 CITTA' DI CERVIA
3109|CH|2026-05-18|2026-05-23|32|16|Hard|$63,000|Bengaluru|India|S M KRISHNA MEMORIAL OPEN
7015|CH|2026-05-25|2026-05-31|32|16|Clay|97,640|Vicenza|Italy|Internazionali Di Tennis - Citta'Di Vicenza
3097|CH|2026-05-25|2026-05-31|32|16|Clay|56,700|Kosice|Slovak Republic|Kosice Open 2026
2993|CH|2026-05-25|2026-05-31|32|16|Clay|€160,680|Chisinau|Moldova|Moldova Open
3087|CH|2026-05-25|2026-05-31|32|16|Hard|$63,000|Centurion|South Africa|RISE IRENE OPEN
9188|CH|2026-05-25|2026-05-31|32|16|Hard|$107,000|Little Rock|United States|UAMS Health Little Rock Open
3089|CH|2026-06-01|2026-06-07|32|16|Hard|$63,000|Centurion|South Africa|Centurion 2
9001|CH|2026-06-01|2026-06-07|32|16|Clay|203,900|Perugia|Italy|Internazionali di Tennis Città di Perugia | G.I.MA. Tennis Cup
4940|CH|2026-06-01|2026-06-07|32|16|Grass|203,900|Birmingham|Great Britain|Lexus Birmingham Open
460|CH|2026-06-01|2026-06-07|32|16|Clay|160,680|Heilbronn - Bad Rappenau|Germany|Neckarcup 2.0
2873|CH|2026-06-01|2026-06-07|32|16|Hard|$107,000|Tyler|United States|Texas Spine and Joint Men's Championship
558|CH|2026-06-01|2026-06-07|32|16|Clay|160,680|Prostejov|Czechia|Unicredit Czech Open
2927|CH|2026-06-08|2026-06-14|32|16|Clay|$63,000|San Miguel de Tucuman|Argentina|AAT Challenger Santander Tucuman
9003|CH|2026-06-08|2026-06-14|32|16|Clay|160,680|Bratislava|Slovak Republic|Bratislava Open
3085|CH|2026-06-08|2026-06-14|32|16|Clay|97,640|Cattolica||Cattolica
9005|CH|2026-06-08|2026-06-14|32|16|Grass|203,900|Ilkley|Great Britain|Lexus Ilkley Open
7536|CH|2026-06-08|2026-06-14|32|16|Clay|160,680|Lyon|France|Open Sopra Steria
7740|CH|2026-06-13|2026-06-20|32|16|Grass|203,900|Nottingham|Great Britain|Lexus Nottingham Open
3117|CH|2026-06-15|2026-06-20|32|16|Clay|$63,000|Asuncion|Paraguay|Asuncion (CIT)
3115|CH|2026-06-15|2026-06-20|32|16|Grass|97,640|Dublin|Ireland|Dublin
786|CH|2026-06-15|2026-06-20|32|16|Clay|160,680|Poznan|Poland|Enea Poznan Open
9835|CH|2026-06-15|2026-06-20|32|16|Clay|203,900|Parma||Parma
4942|CH|2026-06-15|2026-06-20|32|16|Clay|56,700|Royan|France|Royan Atlantique Open
2835|CH|2026-06-22|2026-06-28|32|16|Clay|$63,000|Piracicaba|Brazil|Copa Internacional de Tenis
3021|CH|2026-06-22|2026-06-27|32|16|Clay|97,640|Targu Mures|Romania|Intaro Open
3149|CH|2026-06-22|2026-06-27|32|16|Clay|56,700|Plovdiv|Bulgaria|Plovdiv
3463|CH|2026-06-29|2026-07-05|32|16|Clay|97,640|Milan|Italy|Aspria Tennis Cup trofeo BCS
7316|CH|2026-06-29|2026-07-05|32|16|Hard|$107,000|Cary|United States|Cary Tennis Classic
1214|CH|2026-06-29|2026-07-05|32|16|Clay|56,700|Troyes|France|Internationaux de Tennis de Troyes
2931|CH|2026-06-29|2026-07-05|32|16|Clay|97,640|Brasov|Romania|Ion Tiriac Challenger
3119|CH|2026-06-29|2026-07-05|32|16|Clay|$63,000|Quito|Ecuador|Quito
7389|CH|2026-07-06|2026-07-12|32|16|Clay|$107,000|Bogota|Colombia|Bogota
526|CH|2026-07-06|2026-07-12|32|16|Clay|203,900|Braunschweig|Germany|Brawo Open
315|CH|2026-07-06|2026-07-12|32|16|Grass|$225,000|Newport|United States|Cerity Partners Hall of Fame Open
9351|CH|2026-07-06|2026-07-12|32|16|Clay|97,640|Trieste|Italy|Citta' Di Trieste
8394|CH|2026-07-06|2026-07-12|32|16|Clay|160,680|Iasi|Romania|Concord Iasi Open
3101|CH|2026-07-06|2026-07-12|32|16|Clay|56,700|Liege|Belgium|Liege
3007|CH|2026-07-06|2026-07-12|32|16|Grass|56,700|Nottingham|Great Britain|Nottingham 3
2120|CH|2026-07-13|2026-07-19|32|16|Clay|97,640|Cordenons|Italy|Cordenons
9198|CH|2026-07-13|2026-07-19|32|16|Clay|97,640|Bunschoten|Netherlands|Dutch Open Tournament
877|CH|2026-07-13|2026-07-19|32|16|Hard|$107,000|Granby|Canada|Granby
2941|CH|2026-07-13|2026-07-19|32|16|Hard|$107,000|Lincoln|United States|Lincoln Challenger
472|CH|2026-07-13|2026-07-19|32|16|Hard|97,640|Pozoblanco|Spain|Open Ciudad de Pozoblanco
2883|CH|2026-07-20|2026-07-26|32|16|Hard|$177,000|Bloomfield Hills|United States|Cranbrook Tennis Classic
783|CH|2026-07-20|2026-07-26|32|16|Hard|97,640|Segovia|Spain|Open Castilla y Leon Villa de el Espinar
221|CH|2026-07-20|2026-07-26|32|16|Clay|97,640|Tampere|Finland|Tampere Open
7542|CH|2026-07-20|2026-07-26|32|16|Hard|$107,000|Winnipeg|Canada|Winnipeg
2785|CH|2026-07-20|2026-07-26|32|16|Clay|225,000|Zug|Switzerland|Zug Open
2935|CH|2026-07-27|2026-08-02|32|16|Clay|97,640|Bonn|Germany|Bonn Open
3091|CH|2026-07-27|2026-08-02|32|16|Hard|$63,000|Centurion|South Africa|Centurion 3
9540|CH|2026-07-27|2026-08-02|32|16|Clay|203,900|San Marino|San Marino|Internazionali di Tennis San Marino Open
6795|CH|2026-07-27|2026-08-02|32|16|Clay|97,640|Liberec|Czechia|Svijany Open
7774|CH|2026-07-27|2026-08-02|32|16|Hard|$225,000|Vancouver|Canada|Vancouver
3093|CH|2026-08-03|2026-08-09|32|16||$107,000|Centurion|South Africa|Centurion 4
3111|CH|2026-08-03|2026-08-09|32|16|Hard|$63,000|Istanbul|Turkiye|Istanbul (Enka)
2789|CH|2026-08-03|2026-08-09|32|16|Hard|97,640|Grodzisk Mazowiecki|Poland|Kozerki Open
586|CH|2026-08-03|2026-08-09|32|16|Hard|$107,000|Lexington|United States|Lexington Open
9542|CH|2026-08-03|2026-08-09|32|16|Clay|160,680|Hagen|Germany|Platzmann Open
3131|CH|2026-08-10|2026-08-16|32|16|Hard|$107,000|Brownsburg|United States|Brownsburg, IN
8297|CH|2026-08-10|2026-08-16|32|16|Hard|97,640|Hamburg|Germany|HAMBURG LADIES & GENTS CUP
8392|CH|2026-08-10|2026-08-16|32|16|Clay|97,640|Todi|Italy|Internazionali di Tennis Citta di Todi | CERgo Tennis Cup
9533|CH|2026-08-10|2026-08-16|32|16|Hard|$63,000|Astana|Kazakhstan|President's Cup
600|CH|2026-08-17|2026-08-22|32|16|Clay|€97,640|Prague|Czechia|Advantage Cars Prague Open
3121|CH|2026-08-17|2026-08-22|32|16|Hard|$107,000|Kingston|Jamaica|Kingston 1
3123|CH|2026-08-17|2026-08-22|32|16|Hard|56,700|Roehampton|Great Britain|Roehampton 1
3133|CH|2026-08-17|2026-08-22|32|16|Clay|56,700|Sion|Switzerland|Sion
3135|CH|2026-08-17|2026-08-22|32|16|Hard|$63,000|Tashkent|Uzbekistan|Tashkent
3009|CH|2026-08-18|2026-08-23|28|16|Hard|$225,000|Cancun|Mexico|Europcar Cancun Country Club
3103|CH|2026-08-18|2026-08-23|28|16|Hard|$225,000|Quebec City|Canada|Quebec City
3129|CH|2026-08-24|2026-08-29|32|16|Hard|$107,000|Kingstin|Jamaica|Kingston 2
3125|CH|2026-08-24|2026-08-29|32|16|Hard|56,700|Roehampton 2|Great Britain|Roehampton 2
8266|CH|2026-08-24|2026-08-29|32|16|Clay|56,700|Augsburg|Germany|Schwaben Open
3473|CH|2026-08-31|2026-09-06|32|16|Clay|€97,640|Como|Italy|Como Lake Challenger
2933|CH|2026-08-31|2026-09-06|32|16|Clay|97,640|Porto|Portugal|CT PORTO CUP
7783|CH|2026-08-31|2026-09-06|32|16|Hard|$107,000|Zhangjiagang|China|International Challenger-Zhangjiagang
3113|CH|2026-08-31|2026-09-06|32|16|Hard|$107,000|Manta|Ecuador|Manta
7973|CH|2026-09-01|2026-09-06|32|16|Hard|97,640|Manacor|Spain|Rafa Nadal Open by Movistar
9120|CH|2026-09-07|2026-09-13|32|16|Hard|97,640|Cassis|France|Cassis
1763|CH|2026-09-07|2026-09-13|32|16|Clay|203,900|Genoa|Italy|Genoa (Nuova Valletta)
7083|CH|2026-09-07|2026-09-13|32|16|Hard|$107,000|Istanbul|Turkiye|Istanbul Challenger TED Open
3137|CH|2026-09-07|2026-09-13|32|16|Hard|$63,000|Phan Thiet|Vietnam|Phan Thiet 3
6313|CH|2026-09-07|2026-09-13|32|16|Hard|$177,000|Shanghai|China|Road to the Rolex Shanghai Masters
784|CH|2026-09-07|2026-09-13|32|16|Clay|203,900|Seville|Spain|Seville
9556|CH|2026-09-07|2026-09-13|32|16|Clay|160,680|Tulln|Austria|Tulln
7085|CH|2026-09-14|2026-09-20|32|16|Clay|56,700|Biella|Italy|città di Biella
2937|CH|2026-09-14|2026-09-20|32|16|Hard|$177,000|Guangzhou|China|Guangzhou Huangpu International Tennis Open
3139|CH|2026-09-14|2026-09-20|32|16|Hard|$63,000|Phan Thiet|Vietnam|Phan Thiet 4
3503|CH|2026-09-14|2026-09-20|32|16|Hard|160,680|Rennes|France|Rennes
448|CH|2026-09-14|2026-09-20|32|16|Clay|203,900|Szczecin|Poland|Szczecin
1768|CH|2026-09-14|2026-09-20|32|16|Hard|$225,000|Tiburon|United States|Tiburon Challenger
`;
