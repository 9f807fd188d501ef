// deno-fmt-ignore-file
/**
 * NLTK's `words` corpus (`en`, then `en-basic`; public domain, see
 * NLTK_WORDS_SOURCE.md), filtered as the reference patterned-needle
 * environment filters it: alphabetic, lower case, 4 to 8 letters, first
 * occurrence kept, in corpus order: 74900 words, space-separated.
 * Written by scripts/nltk_word_list.ts; do not edit.
 *
 * @module
 */

/** The filtered words, separated by single spaces and line breaks. */
export const NLTK_WORDS_TEXT = `aalii aardvark aardwolf abac abaca abacate abacay abacist aback abaction
abactor abaculus abacus abaff abaft abaiser abaissed abalone abampere abandon
abas abase abased abasedly abaser abash abashed abasia abasic abask abatable
abate abater abatis abatised abaton abator abattoir abature abave abaxial
abaxile abaze abbacy abbas abbasi abbassi abbatial abbess abbey abbot abbotcy
abdal abdat abdest abdicant abdicate abditive abditory abdomen abduce abducens
abducent abduct abductor abeam abear abed abeigh abele abelite abelmosk
abeltree aberrant aberrate abet abetment abettal abettor abey abeyance
abeyancy abeyant abfarad abhenry abhiseka abhor abhorrer abidal abidance abide
abider abidi abiding abietate abietene abietic abietin abigail abigeat abigeus
abilao ability abilla abilo abiogeny abiology abiosis abiotic abir abiston
abiuret abject abjectly abjoint abjudge abjure abjurer abkar abkari ablach
ablare ablate ablation ablative ablator ablaut ablaze able ableeze ablegate
ableness ablepsia abler ablest ablins abloom ablow ablude abluent ablush
ablution abluvion ably abmho abnegate abnerval abnet abneural abnormal aboard
abode abody abohm aboil abolish abolla aboma abomasum abomasus abomine aboon
aborad aboral aborally abord abort aborted abortin abortion abortive abortus
abound abounder about abouts above abox abrachia abradant abrade abrader
abraid abrasax abrase abrash abrasion abrasive abrastol abraum abraxas abreact
abreast abret abrico abridge abridged abridger abrim abrin abristle abroach
abroad abrocome abrogate abrook abrotine abrupt abruptly abscess abscind
abscise absciss abscissa abscisse absconce abscond absconsa absence absent
absentee absenter absently absfarad abshenry absinthe absit absmho absohm
absolute absolve absolver absonant absonous absorb absorbed absorber absorpt
abstain absterge abstract abstruse absume absurd absurdly absvolt abthain
abucco abulia abulic abuna abundant abura aburban aburst aburton abusable
abuse abusedly abusee abuseful abuser abusion abusious abusive abut abutment
abuttal abutter abutting abuzz abvolt abwab abysm abysmal abyss abyssal
acacetin acaciin acacin academe academic academy acajou acaleph acalycal
acampsia acana acanth acantha acanthad acanthin acanthon acanthus acapnia
acapnial acapu acapulco acara acardia acardiac acari acarian acarid acarine
acaroid acarol acarpous acate acatery acaudal acaudate acauline acaulose
acaulous acca accede acceder accend accensor accent accentor accentus accept
accepted accepter acceptor accerse access accident accidia accidie accinge
accismus accite acclaim acclinal accloy accoast accoil accolade accolent
accolle accompt accord accorder accost accosted accouche account accouple
accouter accoy accredit accresce accretal accrete accroach accrual accrue
accruer accumber accuracy accurate accurse accursed accusal accusant accuse
accused accuser accusive accustom acedia acediast acedy acentric aceology
acephal acerate acerb acerbate acerbic acerbity acerdol acerin acerose acerous
acerra acervate acervose acescent aceship acetal acetate acetated acetenyl
acetic acetify acetin acetize acetoin acetol acetone acetonic acetonyl acetose
acetous acetoxyl acetract acetum aceturic acetyl acetylic achage achar achate
ache acheilia acheiria acheirus achene achenial achenium acher achete acheweed
achieve achiever achigan achilary achill achime aching achingly achira acholia
acholic acholous achor achordal achree achroite achroma achromat achromia
achromic achroous achtel achy achylia achylous achymia achymous acicula
acicular aciculum acid acidemia acider acidic acidific acidify acidite acidity
acidize acidly acidness acidoid acidosis acidotic aciduric acidyl acier
acierage acierate aciform aciliate acinaces acinar acinary acinetan acinetic
acinic acinose acinous acinus aciurgy acker ackey ackman acknow aclastic acle
aclidian aclinal aclinic acloud aclys acmatic acme acmic acmite acne acneform
acnemia acnodal acnode acock acocotl acoelous acoin acoine acold acologic
acology acolous acolyte acoma acomia acomous acone aconic aconin aconine
aconital aconite aconitia aconitic aconitin acontium acopic acopon acopyrin
acor acorea acoria acorn acorned acosmic acosmism acosmist acouasm acouchi
acouchy acoupa acoustic acquaint acquest acquire acquired acquirer acquist
acquit acracy acraein acranial acrasia acratia acrawl acraze acre acreable
acreage acreak acream acred acreman acrid acridan acridian acridic acridine
acridity acridly acridone acridyl acrimony acrinyl acrisia acritan acrite
acritol acroama acroatic acrobacy acrobat acrocyst acrodont acrogamy acrogen
acrolein acrolith acrology acromial acromion acron acronyc acronych acronym
acronyx acrook acrosarc acrose acrosome across acrostic acrotic acrotism acryl
acrylate acrylic acrylyl acta actable actifier actify actin actinal actine
acting actinian actinic actinine actinism actinium actinoid actinon actinost
actinula action actional actioner activate active actively activin activism
activist activity activize actless acton actor actress actu actual actually
actuary actuator acture actutate acuate acuation acuity aculea aculeate
aculeus acumen acupress acushla acutate acute acutely acutish acyclic acyesis
acyetic acyl acylate acylogen acyloin acyloxy acystia adactyl adad adage
adagial adagio adamant adamas adamine adamite adamsite adance adangle adapid
adapt adapter adaption adaptive adaptor adarme adat adati adatom adaunt adaw
adawe adawlut adawn adaxial aday adays adazzle adcraft adda addable addax
addebted added addedly addend addenda addendum adder addible addicent addict
addicted addiment addition additive additory addle addlings addlins addorsed
address addrest adduce adducent adducer adduct adductor adead adeem adeep
adeling adelite adelopod adempted adenalgy adenase adendric adenia adenine
adenitis adenoid adenoma adenose adenosis adenyl adenylic adept adequacy
adequate adermia adermin adet adevism adfected adfix adhaka adhamant adharma
adhere adherent adherer adhesion adhesive adhibit adiaphon adiate adiation
adicity adieu adieux adinidan adinole adion adipate adipic adipinic adipoid
adipoma adipose adiposis adipous adipsia adipsic adipsous adipsy adipyl adit
adital aditus adjacent adjag adject adjiger adjoin adjoined adjoint adjourn
adjudge adjudger adjunct adjure adjurer adjust adjuster adjutage adjutant
adjutory adjuvant adlay adless adlet adlumine adman admedial admedian admi
admiral admire admired admirer admiring admit admitted admittee admitter admix
admonish adnate adnation adnerval adneural adnex adnexal adnexed adnoun adobe
adolesce adonidin adonin adonite adonitol adonize adopt adoptant adopted
adoptee adopter adoptian adoption adoptive adorable adorably adoral adorally
adorant adore adorer adorn adorner adossed adoulie adown adoxy adoze adpao
adpress adradial adradius adread adream adreamed adreamt adrectal adrenal
adrenin adrenine adrift adrip adroit adroitly adroop adrop adrowse adrue adry
adsbud adscript adsessor adsheart adsmith adsorb adtevac adular adularia
adulate adulator adult adulter adultery adultoid adumbral adunc aduncate
aduncity aduncous adusk adust adustion advance advanced advancer advehent
advene adverb adverse advert advice advisal advise advised advisee adviser
advisive advisor advisory advocacy advocate advowee advowson adynamia adynamic
adynamy adyta adyton adytum adze adzer adzooks aecial aecidial aecidium aecium
aedeagus aedicula aedile aedilian aedilic aedility aefald aefaldy aefauld
aegagrus aegerian aegeriid aegirine aegirite aegis aegyrite aeluroid aenach
aenean aeneous aeolid aeolina aeoline aeon aeonial aeonian aeonist aerage
aerarian aerarium aerate aeration aerator aerial aerially aeric aerical aerie
aeried aeriform aerify aero aerobate aerobe aerobian aerobic aerobion aerobium
aeroboat aerobus aerocyst aerodone aerodyne aerofoil aerogel aerogen aerogram
aerogun aeroides aerolite aerolith aerology aeronat aeronaut aeronef aerophor
aerose aerosol aerostat aerugo aery aesthete aethered aethogen aetosaur aevia
aface afaint afar afara afear afeard afeared afebrile afernan afetal affa
affable affably affair affaite affect affected affecter affeer affeerer affeir
afferent affiance affiant affidavy affinal affine affined affinely affinite
affinity affirm affirmer affix affixal affixer affixion afflatus afflict
affluent afflux afforce afford afforest affray affrayer affright affront
affronte affuse affusion affy afghani afield afikomen afire aflame aflare
aflat aflaunt aflicker aflight afloat aflow aflower afluking aflush aflutter
afoam afoot afore afoul afraid afreet afresh afret afront afrown aftaba after
afteract afterage afterend aftereye aftergas aftergo afteroar aftertan
afterwar afterwit aftmost aftosa aftward aftwards agabanee agacante agacella
again against agal agalaxia agalaxy agalite agalloch agallop agalma agalwood
agama agamete agami agamian agamic agamid agamoid agamont agamous agamy agape
agapetae agapeti agapetid agar agaric agaricic agaricin agarita agarwal agasp
agastric agate agathin agathism agathist agatine agatize agatoid agaty agavose
agaze agazed aged agedly agedness agee ageless agelong agen agency agenda
agendum agenesia agenesic agenesis agent agentess agential agentive agentry
ager ageusia ageusic ageustia agger aggerate aggerose aggrade aggrate aggress
aggrieve aggroup aggry aggur agha aghanee aghast agile agilely agility aging
agio agiotage agist agistor agitable agitant agitate agitator agitprop agla
aglance aglare agleaf agleam aglet agley aglimmer aglint aglitter aglossal
aglossia aglow aglucon agmatine agminate agnail agname agnamed agnate agnathia
agnathic agnatic agnation agnel agnize agnomen agnosia agnosis agnostic agnosy
agnus agog agoge agogic agogics agoho agoing agon agonal agone agoniada agonic
agonied agonist agonium agonize agonizer agony agora agouara agouta agouti
agpaite agpaitic agraffee agrah agral agraphia agraphic agrarian agre agree
agreed agreeing agreer agrege agrestal agrestic agria agricere agricole
agrimony agrin agrionid agrise agrito agroan agrology agrom agronome agronomy
agroof agrope aground agrufe agruif agrypnia agsam agua aguacate aguavina ague
aguelike agueweed aguey aguirage aguish aguishly agunah agush agust agynary
agynous agyrate agyria ahaaina ahankara ahaunch ahead aheap ahem ahey ahimsa
ahind ahint ahmadi ahong ahorse ahoy ahsan ahuatle ahull ahum ahungry ahunt
ahura ahush ahwal ahypnia aidable aidance aidant aide aider aidful aidless
aiel aiglet aigrette aiguille aikinite ailanto aile aileron ailette ailing
aillt ailment ailsyte ailuro ailuroid ailweed aimara aimer aimful aimfully
aiming aimless ainaleh ainhum ainoi ainsell aint aion aionial airable airampo
airan airbound airbrush aircraft aircrew airdock airdrome airdrop aire
airedale airer airfield airfoil airframe airhead airified airily airiness
airing airish airless airlift airlike airliner airmail airman airmark airpark
airplane airport airproof airscape airscrew airship airsick airstrip airt
airtight airward airwards airway airwoman airy aiseweed aisle aisled aisling
aisteoir aitch aitesis aition aiwan aizle ajaja ajangle ajar ajari ajava ajhar
ajivika ajog ajoint ajowan ajutment akala akalimba akamatsu akaroa akasa
akazga akazgine akcheh akeake akebi akee akeki akeley akepiro akerite akey
akhoond akhrot akhyana akia akimbo akin akindle akinesia akinesic akinesis
akinete akinetic akmudar akmuddar aknee akoasm akoasma akonge akov akpek akra
akroasis akule akund alabarch alacha alack alacrify alacrity alada alaihi
alaite alala alalite alalonga alalunga alalus alameda alamo alamonti alamoth
alan aland alangin alangine alani alanine alannah alantic alantin alantol
alanyl alar alares alarm alarmed alarming alarmism alarmist alarum alary alas
alaskite alastrim alate alated alatern alation alaudine alba albacore albahaca
alban albanite albarco albarium albata albe albedo albee albeit albertin
albetad albicans albicant albiculi albify albinal albiness albinic albinism
albino albite albitic albitite albolite albolith albronze albugo album
albumean albumen albumin albumoid albumose alburn alburnum albus alcaide
alcalde alcaldia alcamine alcanna alcatras alcazar alchemic alchemy alchera
alchimy alchymy alcidine alcine alclad alco alcoate alcogel alcogene alcohate
alcohol alcosol alcove alcyon alcyonic aldamine aldane aldazin aldazine
aldehol aldehyde alder alderman aldern aldim aldime aldimine aldine aldol
aldolize aldose aldoside aldoxime aleak aleatory alebench aleberry alec
alecize alecost alecup alee alef alefnull aleft alefzero alegar alehoof
alehouse alem alemana alembic alemite alemmal alen aleph alephs alepole alepot
alerce alerse alert alertly alesan alestake aletap alette aleurone aleutite
alevin alewife alexia alexic alexin alexinic aleyard alfa alfaje alfalfa
alfaqui alfaquin alfenide alfet alfiona alfonsin alfonso alforja alfresco alga
algae algal algalia algate algebra algedo algerine algesia algesic algesis
algetic algic algid algidity algific algin alginate algine alginic algist
algocyan algoid algology algor algorism algorist algosis algous algovite
algraphy alguazil algum alhenna alias alibi alible alichel alicoche alidade
alien alienage alienate aliency alienee aliener alienism alienist alienize
alienor alif aliform alight align aligner aligreek aliipoe alike alima aliment
alimony alin alinasal aliofar alipata aliped aliptes aliptic aliquant aliquot
alish alisier alismad alismal alismoid aliso alison alisp alist alit alite
alitrunk aliunde alive aliyah alizari alizarin aljoba alkahest alkali alkalic
alkalify alkaline alkalize alkaloid alkalous alkamin alkamine alkane alkanet
alkannin alkapton alkargen alkarsin alkene alkenna alkenyl alkermes alkide
alkine alkool alkoxide alkoxy alkoxyl alky alkyd alkyl alkylate alkylene
alkylic alkylize alkyloxy alkyne allabuta allagite allan allanite allative
allay allayer allbone allecret allegate allege alleger allegory allegro allele
allelic allelism alleluia allemand allene aller allergen allergia allergic
allergin allergy allerion alley alleyed alleyite alleyway allgood allheal
alliable alliably alliance allice allied allies alligate allision allmouth
allness allocate allocute allogamy allogene allonym allopath alloquy allosaur
allose allosome allot allotee allottee allotter allotype allover allow allower
alloxan alloy alloyage allseed allspice allthing allthorn alltud allude allure
allurer alluring allusion allusive alluvia alluvial alluvion alluvium allwhere
allwork ally allyl allylate allylene allylic alma almaciga almacigo almadia
almadie almagest almagra almanac alme almemar almighty almique almirah almoign
almon almond almondy almoner almonry almost almous alms almsdeed almsfolk
almsful almsman almuce almud almude almug almuten alnage alnager alnein alnico
alnoite alnuin alochia alod alodial alodian alodiary alodium alody aloe aloed
aloelike aloeroot aloesol aloetic aloewood aloft alogia alogical alogism alogy
aloid aloin aloma alomancy alone along alongst aloof aloofly aloose alop
alopecia alopeke alose alouatte aloud alow alowe alpaca alpeen alpha alphabet
alphenic alphol alphorn alphos alphosis alphyl alpieu alpigene alpine alpinely
alpinery alpist alqueire alquier alquifou alraun already alright alrighty
alroot alruna also alsoon alsweill altaite altar altarage altared altarist
altarlet alter alterant alterate alterer alterity altern alterne althaein
althea althein altheine altho althorn although altilik altin altincar altitude
alto altoun altrices altrose altruism altruist altschin altun aludel alula
alular alulet alum alumic alumina alumine aluminic aluminum aluminyl alumish
alumite alumium alumna alumnae alumnal alumni alumnus alumroot alunite
alunogen alupag alure alurgite aluta alvar alveary alveloz alveola alveolar
alveole alveoli alveolus alveus alvine alvite alvus alway always alymphia
alypin alysson alytarch amaas amacrine amadavat amadou amaga amah amain
amaister amakebe amala amalaita amalaka amalgam amaltas amamau amandin amang
amani amania amanitin amanori amanous amapa amar amaranth amarelle amargoso
amarillo amarin amarine amarity amaroid amasesis amass amasser amastia amasty
amateur amative amatol amatory amatrice amaze amazed amazedly amazeful amazia
amazing amba ambage ambalam amban ambar ambaree ambary ambash ambassy ambatch
ambay ambeer amber amberite amberoid amberous ambery ambience ambiency ambiens
ambient ambier ambilian ambilogy ambiopia ambit ambital ambition ambitty
ambitus ambivert amble ambler ambling amblotic amblygon amblyope amblypod ambo
ambon ambonite ambos ambrain ambrein ambrette ambrite ambroid ambrose ambrosia
ambrosin ambry ambsace ambulant ambulate ambuling ambury ambush ambusher
amchoor ameed ameen amelcorn amelia amellus amelu amelus amen amenable
amenably amend amende amender amends amene amenia amenity ament amental
amentia amentum amerce amercer amerism amesite amethyst ametria ametrope
ametrous amgarn amhar amhran amiable amiably amianth amic amicable amicably
amical amice amiced amicron amid amidase amidate amide amidic amidid amidide
amidin amidine amido amidoazo amidogen amidol amidon amidoxy amidoxyl amidship
amidst amidulin amil amimia amimide amin aminate amine amini aminic aminity
aminize amino aminogen aminoid aminosis amir amiray amirship amiss amitosis
amitotic amity amixia amla amli amlikar amlong amma amman ammelide ammelin
ammeline ammer ammeter ammine ammo ammonal ammonate ammonia ammonic ammonify
ammonion ammonite ammonium ammono ammonoid ammu amnesia amnesic amnestic
amnesty amnia amniac amniatic amnic amnion amnionic amniote amniotic amober
amobyr amoeba amoebae amoeban amoebian amoebic amoebid amoeboid amoebous
amoebula amok amoke amole amolilla amomal amomum among amongst amor amorado
amoraic amoraim amoral amoret amoretto amorism amorist amoroso amorous
amorphia amorphic amorphus amorphy amort amortize amotion amotus amount amour
amovable amove ampalaya ampalea ampelite amper amperage ampere ampery amphid
amphide amphigam amphigen amphipod amphora amphoral amphore amphoric ample
amplexus ampliate amplify amply ampongue ampoule ampul ampulla ampullar
amputate amputee ampyx amra amreeta amrita amsath amsel amtman amuck amuguis
amula amulet amuletic amulla amunam amurca amurcous amusable amuse amused
amusedly amusee amuser amusette amusia amusing amusive amutter amuyon amuyong
amuze amvis amyelia amyelic amyelous amygdal amygdala amygdule amyl amylan
amylase amylate amylemia amylene amylenol amylic amylin amylo amylogen amyloid
amylom amylon amylose amylosis amylum amyluria amyous amyrin amyrol amyroot
anabasis anabasse anabata anabatic anabo anabolic anabolin anabong anacanth
anacara anacard anacid anaconda anacusia anacusic anacusis anadem anadenia
anadrom anaemia anaemic anaerobe anagap anagep anaglyph anagnost anagoge
anagogic anagogy anagram anagrams anagraph anagua anagyrin anahau anal
analabos analav analcime analcite analecta analects analemma analepsy analgen
analgia analgic analgize anally analogic analogon analogue analogy analyse
analyser analyses analysis analyst analytic analyze analyzer anam anama
anamite anan anana ananas ananda anandria ananym anapaest anapaite anaphase
anaphia anaphora anaphyte anaplasm anapnea anapneic anapnoic anapsid anaqua
anarch anarchal anarchic anarchy anareta anaretic anarya anasarca anastate
anatase anatexis anathema anatheme anatifa anatifer anatine anatomic anatomy
anatox anatoxin anatron anaudia anaunter anaxial anaxon anaxone anay anba
anbury ancestor ancestry anchor anchored anchorer anchoret anchovy anchusin
ancience anciency ancient ancienty ancile ancilla ancon anconad anconal ancone
anconeal anconeus anconoid ancony ancora ancoral anda andante andesine
andesite andirin andirine andiroba andiron andorite andrenid andric androgen
android androl andron androsin anear aneath anecdota anecdote anele anemia
anemic anemonal anemone anemonin anemonol anemony anemosis anend anenst anent
anepia aneretic anergia anergic anergy anerly aneroid anerotic anes anesis
anesthyl anethole aneuria aneuric aneurin aneurism aneurysm anew angaria
angary angekok angel angelate angeldom angelet angelic angelica angelico
angelin angeline angelize angelot anger angerly angeyok angico angiitis angild
angili angina anginal anginoid anginose anginous angioid angioma angiosis
anglaise angle angled anglepod angler angling angloid ango angolar angor
angrily angrite angry angst angster angstrom anguid anguine anguiped anguis
anguish angula angular angulare angulate angulous anguria anhaline anhang
anhedral anhedron anhelous anhima anhinga anhistic anhungry anhydric aniconic
anicular anicut anidian aniente anigh anight anights anil anilao anilau anile
anilic anilid anilide anilidic aniline anility anilla anima animable animal
animalic animally animate animated animater animator anime animi animism
animist animize animous animus anion anionic aniridia anis anisal anisate
anise aniseed anisette anisic anisidin anisil anisilic anisoin anisole
anisopia anisopod anisoyl anisum anisuria anisyl anither anjan ankee anker
ankerite ankh ankle anklet anklong ankus ankusha ankylose ankyroid anlace
anlaut anna annal annale annaline annalism annalist annalize annals annat
annates annatto anneal annealer annelid annelism anneloid annet annex annexa
annexal annexer annexion annexive annexure annite annona annotate annotine
announce annoy annoyer annoyful annoying annual annually annuary annueler
annuent annuity annul annular annulary annulate annulet annulism annuller
annuloid annulose annulus anoa anodal anode anodic anodize anodos anodyne
anodynia anodynic anoesia anoesis anoetic anogenic anoil anoine anoint
anointer anole anoli anolian anolyte anomaly anomite anomural anomuran anomy
anon anonang anonol anonym anonyma anoopsia anophele anophyte anopia anopsia
anopubic anorak anorchia anorchus anorexia anorexy anorgana anormal anorth
anorthic anoscope anoscopy anosmia anosmic another anotia anotta anotto anotus
anounou anoxemia anoxemic anoxia anoxic ansa ansar ansarian ansate ansation
anserine anserous ansu ansulate answer answerer anta antacid antacrid antagony
antal antalgol antapex antarchy antdom ante anteact anteal anteater antebath
antecede antedate antedawn antefix antehall antelope antelude antenati
antenave antenna antennae antennal antenoon antepast anteriad anterior
anteroom antes antetype antevert antewar anthela anthem anthema anthemia
anthemy anther antheral antherid anthesis anthill anthine anthoid anthood
anthrax anthroic anthrol anthrone anthryl anti antiacid antiae antiager antiar
antiarin antibalm antibank antiblue antibody antic antical anticize anticker
anticly anticor anticorn anticous anticum antidote antidrag antidrug antiduke
antiface antifame antifat antifire antiflux antifoam antifowl antigen antigod
antihero antihuff antihum antiking antilens antilift antilogy antimark
antimask antimere antimony antinial antinion antinode antinome antinomy
antipart antipass antiphon antipode antipole antipolo antipool antipope
antipyic antiqua antique antiquer antired antirent antirun antirust antisine
antiskid antislip antistes antisun antitank antitax antithet antitype antitypy
antivice antiwar antiweed antiwit antler antlered antlia antliate antling
antoeci antonym antonymy antproof antra antral antre antrin antritis antrorse
antrum antship antu antwise anubing anuloma anuran anuresis anuretic anuria
anuric anurous anury anus anusim anusvara anvasser anvil anxiety anxious
anybody anyhow anyone anyplace anything anyway anyways anywhen anywhere anywhy
anywise aogiri aonach aorist aoristic aorta aortal aortic aortism aortitis
aosmic aoudad apace apache apachism apachite apadana apagoge apagogic apaid
apalit apandry apar aparejo apart apasote apastron apatan apatetic apathic
apathism apathist apathy apatite apeak apectomy apedom apehood apeiron apelet
apelike apeling apellous apepsia apepsy apeptic aper aperch aperea aperient
apert apertly aperture apery apetaly apex apexed aphagia aphakia aphakial
aphakic aphanite aphasia aphasiac aphasic aphelian aphelion aphemia aphemic
aphesis apheta aphetic aphetism aphetize aphicide aphid aphides aphidian
aphidid aphlebia aphodal aphodian aphodus aphonia aphonic aphonous aphony
aphoria aphorism aphorist aphorize aphotic aphrasia aphrite aphronia aphtha
aphthic aphthoid aphthong aphthous aphylly aphyric apian apiarian apiarist
apiary apiator apicad apical apically apices apicilar apicitis apicula
apicular apiculus apiece apieces apigenin apii apiin apikoros apilary apinch
aping apinoid apio apioid apioidal apiole apiolin apiology apionol apiose
apish apishly apism apitong apitpat aplanat aplasia aplastic aplenty aplite
aplitic aplomb aplome aplotomy aplustre apnea apneal apneic apoblast apocarp
apocarpy apocha apocope apocopic apocryph apod apodal apodan apodema apodemal
apodeme apodia apodixis apodosis apodous apogaeic apogamic apogamy apogeal
apogean apogee apogeic apogeny apograph apohyal apoise apojove apokrea
apokreos apolar apologal apologia apologue apology apolysis apomixis aponia
aponic apoop apophony apophyge apoplex apoplexy apopyle aporetic aporia
aporose aporphin aport aposia apositia apositic aposoro apospory apostasy
apostate aposteme aposthia apostil apostle apostoli apothece apothegm apothem
apotome apotype apotypic apout apoxesis apozem apozema appall appanage apparel
apparent appay appeal appealer appear appearer appease appeaser appellee
appellor append appendix appet appete appetent appetite appetize appinite
applaud applause apple applenut appliant applied applier applique applot apply
appoint appointe apport appose apposer apposite appraise apprend apprense
apprise apprize apprizer approach approof appropre approval approve approver
appulse apractic apraxia apraxic apricate aprickle apricot apriori aproctia
apron aproneer apronful apropos apse apsidal apsides apsis apsychia apteral
apteran apterial apterium apteroid apterous aptitude aptly aptness aptote
aptotic aptyalia aptychus apulse apurpose apyonin apyrene apyretic apyrexia
apyrexy apyrous aqua aquabib aquacade aquage aquaria aquarial aquarian
aquarium aquarter aquatic aquatile aquatint aquation aquatone aquavit aqueduct
aqueous aquifer aquiform aquilege aquiline aquilino aquiver aquo aquose
aquosity aquotize araba araban arabana arabin arabinic arabit arabitol
arabiyeh arable araca aracanga aracari araceous arachic arachin arachnid arad
arado araguato arain arake araliad aralie aralkyl aramina araneid aranein
araneous aranga arango aranzada arapaima arapunga arar arara ararao ararauna
arariba araroba arati aration aratory arba arbacin arbalest arbalist arbalo
arbiter arbitral arbitrer arboloco arbor arboral arborary arboreal arborean
arbored arboret arboreta arborist arborize arboroid arborous arborway arbuscle
arbustum arbutase arbute arbutean arbutin arbutus arca arcade arcadian arcana
arcanal arcane arcanite arcanum arcate arcature arch archae archaic archaism
archaist archaize archband archcity archdean archdolt archduke arche archeal
archearl arched archeion archer archery arches archeus archfire archfoe
archfool archform archgod archhead archhost archil arching archipin architis
archival archive archking archliar archlute archly archmime archmock archness
archon archont archpall archpoet archsee archsin archsnob archspy archwag
archway archwise archy arciform arcing arcked arcking arctian arctic arctiid
arctoid arcual arcuale arcuate arcuated arcula arculite ardeb ardella ardency
ardent ardently ardish ardoise ardor ardri ardu arduous ardurous area areach
aread areal areality arear areaway arecain arecaine arecolin ared areek areel
arefact areito arena arenae arend areng arenoid arenose arent areola areolar
areolate areole areolet areology aretaics arete argal argala argali argans
argasid argeers argel argemony argenol argent argental argenter argentic
argentol argenton argentum arghan arghel arghool argil arginine argo argol
argolet argon argosy argot argotic arguable argue arguer argufier argufy
argument argute argutely argyria argyric argyrite argyrose arhar arhat aria
aribine aricine arid aridge aridian aridity aridly aridness ariegite ariel
arienzo arietta aright arightly arigue aril ariled arillary arillate arillode
arilloid arillus ariose arioso ariot aripple arisard arise arisen arist arista
aristate arite arithmic arjun arkite arkose arkosic arles armada armagnac
armament armarium armature armbone armchair armed armer armet armful armgaunt
armhole armhoop armied armiger armil armilla arming armless armlet armload
armoire armonica armor armored armorer armorial armoried armorist armory
armozeen armpiece armpit armplate armrack armrest arms armscye armure army
arna arnberry arnee arni arnica arnotta arnotto arnut aroar aroast arock
aroeira aroid aroint arolium arolla aroma aromatic aroon arose around arousal
arouse arouser arow aroxyl arpeggio arpen arpent arracach arrack arrah arraign
arrame arrange arranger arrant arrantly arras arrased arrasene arrastra
arrastre arratel arrau array arrayal arrayer arrear arrect arrector arrent
arrest arrestee arrester arrestor arrhenal arrhinia arrhizal arriage arriba
arride arridge arrie arriere arrimby arris arrish arrival arrive arriver
arroba arrogant arrogate arrope arrosive arrow arrowed arrowlet arrowy arroyo
arse arsedine arsenal arsenate arsenic arsenide arsenism arsenite arsenium
arseno arsenous arsenyl arses arsheen arshin arshine arsine arsinic arsino
arsis arsle arsoite arson arsonate arsonic arsonist arsonite arsonium arsono
arsyl arsylene artaba artabe artal artar artarine artcraft artefact artel
arterial arterin artery artesian artful artfully artha arthel arthemis arthral
arthrous artiad article articled artifact artifice artiller artiness artinite
artisan artist artiste artistic artistry artless artlet artlike artotype
artotypy artware arty arui aruke arumin arupa arusa arusha arustle arval arvel
arvicole aryl arylate arzan arzun asaddle asak asale asana asaphia asaphid
asaprol asarite asaron asarone asarotum asbest asbestic asbestos asbestus
asbolin asbolite ascan ascare ascarid ascaron ascellus ascend ascender ascent
ascetic ascham asci ascian ascidian ascidium ascii ascites ascitic asclent
asclepin ascocarp ascogone ascoma ascon ascorbic ascot ascribe ascript ascry
ascula ascus asdic asearch aseethe aseismic aseity aselgeia asellate asem
asemasia asemia asepsis aseptate aseptic aseptify aseptol asexual asfetida
ashake ashame ashamed ashamnu ashberry ashcake ashen asherah ashery ashes
ashet ashily ashimmer ashine ashiness ashiver ashkoko ashlar ashlared ashless
ashling ashman ashore ashpan ashpit ashplant ashraf ashrafi ashur ashweed
ashwort ashy asialia aside asideu asiento asilid asimen asimmer asinego
asinine asitia askable askance askant askar askari asker askew askingly askip
asklent askos aslant aslaver asleep aslop aslope aslumber asmack asmalte
asmear asmile asmoke asmolder asniffle asnort asoak asocial asok asoka asonant
asonia asop asor asouth aspace asparkle aspartic aspartyl aspect aspen asper
asperate asperge asperger aspergil asperite asperity aspermia aspermic
asperous asperse aspersed asperser aspersor asphalt asphodel asphyxia asphyxy
aspic aspidate aspidium aspirant aspirata aspirate aspire aspirer aspirin
aspiring aspish asporous asport aspout asprawl aspread aspring asprout asquare
asquat asqueal asquint asquirm assacu assagai assai assail assailer assapan
assarion assart assary assassin assate assation assault assaut assay assayer
assaying assbaa asse assegai asself assemble assembly assent assented assenter
assentor assert asserter assertor assertum assess assessed assessee assessor
asset assets assever asshead assi assident assidual assiento assify assign
assignat assigned assignee assigner assignor assilag assis assise assish
assishly assist assister assistor assize assizer assizes asslike assman assoil
assonant assonate assort assorted assorter assuade assuage assuager assume
assumed assumer assuming assurant assure assured assurer assurge assuring asta
astalk astare astart astasia astatic astatine astatize astay asteam asteep
asteer asteism astelic astely aster asteria asterial asterin asterion asterisk
asterism astern asternal asternia asteroid asthenia asthenic astheny asthma
asthore asthorin astigmia astilbe astint astir astite astomia astomous
astonied astonish astony astoop astor astound astraean astraeid astragal
astrain astral astrally astrand astray astream astrer astrict astride astrier
astrild astringe astrofel astroid astroite astrut astucity astute astutely
astylar asudden asunder aswail aswarm asway asweat aswell aswim aswing aswirl
aswoon aswooned asyla asylum asynergy asyngamy asystole atabal atabeg atabek
atactic atafter ataman atamasco atangle atap ataraxia ataraxy ataunt atavi
atavic atavism atavist atavus ataxia ataxic ataxite ataxy atazir atbash
atchison atebrin atechnic atechny ateeter atef atelets atelier atelo ates
ateuchi ateuchus athanasy athanor athar athecate atheism atheist atheize
atheizer athelia atheling athenee athenor atheous atherine athermic atheroma
athetize athetoid athing athirst athlete athletic athodyd athort athrill
athrive athrob athrong athrough athwart athymia athymic athymy athyria athyrid
athyroid atilt atimon atinga atingle atinkle atip atis atlantad atlantal
atlantes atlantic atlas atlatl atle atlee atloid atma atman atmiatry atmid
atmo atmology atmolyze atmos atmostea atocha atocia atokal atoke atokous atoll
atom atomatic atomerg atomic atomical atomics atomism atomist atomity atomize
atomizer atomy atonable atonal atonally atone atoner atonia atonic atony atop
atophan atopic atopite atopy atour atoxic atoxyl atragene atrail atrament
atremble atrepsy atreptic atresia atresic atresy atretic atria atrial atrichia
atrickle atrip atrium atrocha atrochal atrocity atropal atrophia atrophic
atrophy atropia atropic atropine atropism atropous atrous atry atta attacco
attach attache attached attacher attack attacker attacus attagen attaghan
attain attainer attaint attaleh attar attargul attask attemper attempt attend
attender attent attently atter attercop attern attery attest attester attic
atticism atticize attid attinge attire attired attirer attitude attorn
attorney attract attrap attrist attrite attrited attritus attune attunely
atule atumble atune atwain atweel atween atwin atwirl atwist atwitch atwitter
atwixt atwo atypic atypical atypy auantic aube aubepine aubrite auburn
aubusson auca auchenia auchlet auction aucuba aucupate audacity audible
audibly audience audient audile audio audion audit audition auditive auditor
auditory auditual audivise auganite auge augelite augen augend auger augerer
augh aught augite augitic augitite augment augur augural augurate augurial
augurous augury august augustal augustly auhuhu auklet aula aulae aularian
auld auletai aulete auletes auletic auletris aulic aulicism auloi aulos aulu
aumaga aumail aumbry aumery aumil aumildar aumous aumrie auncel aune aunt
aunthood auntie auntish auntlike auntly auntsary auntship aupaka aura aurae
aural aurally auramine aurar aurate aurated aureate aureity aurelia aurelian
aureola aureole aureolin aureous auresca aureus auric auricle auricled
auricula auride aurific auriform aurify aurigal aurilave aurin aurir aurist
aurite aurochs auronal aurora aurorae auroral aurore aurorean aurorium aurous
aurrescu aurulent aurum aurure auryl auscult auslaut auslaute auspex auspice
auspices auspicy austere austral austrium ausu ausubo autacoid autarch
autarchy autarkic autarky aute autecism autecy autem author authorly autism
autist autistic auto autobahn autoboat autobus autocab autocade autocall
autocamp autocar autocide autocoid autocrat autodyne autoecic autoecy autogamy
autogeny autogiro autogram autoharp autoist autolith autology autolyze automa
automacy automat automata autonomy autonym autophon autopolo autopore autopsic
autopsy autoptic autosign autosite autosled autoslip autosome autotomy
autotype autotypy autoxeny autumn autumnal autunite auxesis auxetic auxiliar
auxilium auximone auxin auxinic auxobody auxocyte auxology auxotox avadana
avadavat avadhuta avahi avail aval avalent avania avanious avarice avast
avaunt avellan avellane avellano avelonge aveloz avenage avenalin avener
avenge avenger avenging avenin avenous avens aventail avenue aver avera
average averager averah averil averin averment averral aversant averse
aversely aversion aversive avert averted averter avian avianize aviarist
aviary aviate aviatic aviation aviator aviatory aviatrix avichi avicide avick
avicular avid avidious avidity avidly avidous avidya avifauna avigate avigator
avijja avine aviolite aviso avital avitic avives avocado avocate avocet
avodire avoid avoider avolate avouch avoucher avow avowable avowably avowal
avowance avowant avowed avowedly avower avowry avoyer avulse avulsion awabi
awaft awag await awaiter awakable awake awaken awakener awald awalim awalt
awane awanting awapuhi award awarder aware awaredom awaruite awash awaste awat
awatch awater awave away awayness awber awearied aweary aweather aweband
awedness awee aweek aweel aweigh awesome awest aweto awfu awful awfully awheel
awheft awhet awhile awhir awhirl awide awiggle awin awing awink awiwi awkward
awless awlwort awmous awned awner awning awninged awnless awnlike awny awoke
awork awreck awrist awrong awry axal axed axenic axes axfetch axhammer axhead
axial axiality axially axiate axiation axiform axifugal axil axile axilemma
axilla axillae axillant axillar axillary axine axinite axiolite axiology axiom
axion axis axised axite axle axled axletree axmaker axmaking axman axmaster
axofugal axogamy axoid axoidean axolemma axolotl axolysis axometer axometry
axon axonal axoneure axonost axopetal axophyte axoplasm axopodia axostyle
axseed axstone axtree axunge axweed axwise axwort ayah ayegreen ayelp ayenbite
ayin ayless aylet ayllu ayond ayont ayous azafrin azalea azarole azelaic
azelate azide azilut azimene azimide azimine azimino azimuth azine aziola
azoblack azoch azoeosin azofier azofy azogreen azohumic azoic azoimide azole
azon azonal azonic azonium azophen azorite azotate azote azoted azotemia azoth
azotic azotine azotite azotize azotous azoturia azox azoxime azoxine azoxy
azteca azulene azulite azulmic azumbre azure azurean azured azureous azurine
azurite azurous azury azygos azygous azyme azymite azymous baahling baal baar
baba babai babasco babassu babaylan babbitt babble babbler babbling babblish
babbly babby babe babehood babelet babelike babery babeship babiche babied
babirusa babish babished babishly bablah babloh baboen baboo baboodom babooism
baboon baboot babouche babroot babu babudom babuina babuism babul babushka
baby babydom babyfied babyhood babyish babyism babylike babyship bacaba bacach
bacalao bacao bacca baccae baccara baccarat baccate baccated bacchant bacchar
bacchiac bacchian bacchic bacchii bacchius bach bache bachel bachelor bachelry
bacillar bacilli bacillus back backache backachy backage backband backbite
backblow backbone backcap backcast backchat backdoor backdown backdrop backed
backen backer backet backfall backfill backfire backflap backflow backfold
backgame backhand backheel backie backing backjaw backlash backless backlet
backlog backmost backrope backrun backsaw backset backside backslap backspin
backstay backster backstop backtack backup backveld backwall backward backwash
backway backwood backword backworm backwort baclin bacon baconer baconize
bacony bacteria bacteric bacterid bacterin bacula bacule baculi baculine
baculite baculoid baculum baculus bacury badan badarrah baddish baddock bade
badenite badge badgeman badger badgerer badgerly badiaga badian badigeon
badinage badious badland badlands badly badness baetuli baetulus baetyl
baetylic baetylus baetzner bafaro baff baffeta baffle baffler baffling baffy
baft bafta baga bagani bagasse bagatine bagel bagful baggage baggager baggala
bagganet bagged bagger baggie baggily bagging baggit baggy baghouse baglike
bagmaker bagman bagnio bagnut bago bagonet bagpipe bagpiper bagpipes bagplant
bagre bagreef bagroom baguette bagwig bagworm bagwyn bahan bahar bahawder
bahay bahera bahiaite bahisti bahnung baho bahoe bahoo baht bahur bahut
baidarka baiginet baignet baikie bail bailable bailage bailee bailer bailey
bailie bailiery bailiff baillone bailment bailor bailsman bailwood bain bainie
baioc baiocchi baiocco bairagi bairn bairnie bairnish bairnly baister bait
baiter baith baittle baitylos baize bajada bajan bajra bajree bajri bajury
baka bakal bake baked bakelite bakelize baken bakeoven bakepan baker bakerdom
bakeress bakerite bakerly bakery bakeshop bakie baking bakingly bakli baktun
baku bakula bakupari baladine balaenid balafo balagan balaghat balai balance
balanced balancer balander balandra balangay balanic balanid balanism balanite
balanoid balao balas balata balatong balatron balausta balboa balconet balcony
bald balden balder baldhead baldish baldling baldly baldness baldpate baldrib
baldric baldy bale baleen balefire baleful balei baleise baleless baler balete
bali balibago baline balinger balisaur balistid balita balk balker balky ball
ballad ballade ballader balladic balladry ballahoo ballam ballan ballant
ballast ballata ballate balldom balled baller ballet balletic balli ballist
ballista ballium ballmine ballogan ballonet balloon ballot balloter ballow
ballroom ballup ballweed bally ballyhoo balm balmily balmlike balmony balmy
balneal balneary balonea baloney baloo balow balsa balsam balsamer balsamic
balsamo balsamum balsamy baltei balter balteus balu balushai baluster balut
balwarra balza bamban bambini bambino bamboo bamboula bamoth banaba banago
banak banakite banal banality banally banana bananist banat banatite banausic
banc banca bancal banchi banco bancus band banda bandage bandager bandaite
bandaka bandala bandanna bandar bandbox bandboxy bandcase bande bandeau banded
bandelet bander bandfish bandhava bandhook bandhu bandi bandicoy bandie
bandikai banding bandit banditry banditti bandle bandless bandlet bandman
bando bandog bandore bandrol bandsman bandster bandwork bandy bandyman bane
baneful banewort bang banga bangalay bangalow bange banger banghy banging
bangkok bangle bangled bangling bangster bangtail bani banian banig banilad
banish banisher banister baniwa baniya banjo banjoist banjore banjuke bank
bankable bankbook banked banker bankera banket bankfull banking bankman
bankrupt bankside banksman bankweed banky banner bannered bannerer banneret
bannerol bannet banning bannock banns bannut banovina banquet banshee bant
bantam bantay bantayan banteng banter banterer bantery bantling banty banuyo
banxring banya banyan banzai baobab baptisin baptism baptize baptizee baptizer
bara barabara barabora barad barandos barangay barathea barathra barauna barb
barbacou barbal barbaric barbary barbas barbasco barbate barbated barbe
barbecue barbed barbeiro barbel barber barberry barbet barbette barbican
barbicel barbion barbital barbiton barbitos barbless barblet barbone barbudo
barbule barbwire barcella bard bardane bardash bardel bardess bardic bardie
bardily barding bardish bardism bardlet bardlike bardling bardo bardship bardy
bare bareback bareboat barebone bareca barefit barefoot barehead barely
bareness barer baresark baresma baretta barff barfish barfly barful bargain
barge bargee bargeer bargeese bargeman barger bargh bargham barghest bargoose
bari baria baric barid barie barile barilla baring baris barish barit barite
baritone barium bark barken barker barkery barkey barkhan barking barkle
barkless barkpeel barksome barky barless barley barling barlock barlow barm
barmaid barman barmkin barmote barmskin barmy barn barnacle barnard barney
barnful barnman barny barnyard barogram baroi barolo barology barometz baron
baronage baroness baronet barong baronial baronize baronry barony baroque
barosmin barotaxy baroto barouche barpost barra barrable barracan barrack
barrad barragan barrage barragon barranca barras barrator barratry barred
barrel barreled barreler barrelet barren barrenly barrer barret barrette
barrico barrier barrikin barring barrio barroom barrow barrulee barrulet
barruly barry barse barsom barter barterer barth barthite bartizan barton baru
baruria barvel barwal barway barways barwise barwood barye barylite baryta
barytes barytic barytine baryton barytone basal basale basalia basally basalt
basaltes basaltic basanite basaree bascule base baseball baseborn basebred
based baselard baseless baselike basely baseman basement baseness basenji
bases bash bashaw bashful bashlyk basial basiate basic basicity basidia
basidial basidium basifier basify basigamy basihyal basil basilar basilary
basileus basilic basilica basilisk basilyst basin basined basinet basion basis
bask basker basket basketry basoid bason basos basote basque basqued basquine
bass bassan bassara bassarid basset bassetta bassie bassine bassinet bassist
bassness basso bassoon bassorin bassus basswood bast basta bastard bastardy
baste basten baster bastide bastille basting bastion bastite basto baston
basurale bataan batad batakan bataleur batara batata batch batcher bate batea
bateau bateaux bated batel bateman batement bater batfish batfowl bath bathe
bather bathetic bathic bathing bathless bathman bathmic bathmism bathorse
bathos bathrobe bathroom bathroot bathtub bathwort bathyal bathybic batik
batiker bating batino batiste batlan batlike batling batlon batman batoid
baton batonne bats batsman batster batswing batt batta battalia battel
batteler batten battener batter battered batterer battery battik batting
battish battle battled battler battue batty batukite batule batwing batz
batzen bauble baublery baubling bauch bauchle bauckie baud baudekin baudrons
baul bauleah baun bauno bauson bausond bauta bauxite bavaroy bavary bavenite
bavian baviere bavin bavoso bawarchi bawbee bawcock bawd bawdily bawdry
bawdship bawl bawler bawley bawn bawtie baxter baxtone baya bayadere bayal
bayamo bayard bayardly bayberry baybolt baybush baycuru bayed bayeta baygall
bayhead bayish baylet baylike bayman bayness bayok bayonet bayou baywood
bazaar baze bazoo bazooka bazzite bdellid bdellium bdelloid beach beached
beachman beachy beacon bead beaded beader beadily beading beadle beadlery
beadlet beadlike beadman beadroll beadrow beadsman beadwork beady beagle
beagling beak beaked beaker beakful beakhead beakiron beaklike beaky beal
beala bealing beallach beam beamage beambird beamed beamer beamful beamily
beaming beamish beamless beamlet beamlike beamman beamsman beamster beamwork
beamy bean beanbag beanbags beancod beanery beanie beano beant beanweed beany
bear bearable bearably bearance bearbane bearbind bearbine bearcoot beard
bearded bearder beardie bearding beardom beardy bearer bearess bearfoot
bearherd bearhide bearing bearish bearlet bearlike bearm bearship bearskin
bearward bearwood bearwort beast beastdom beastie beastily beastish beastly
beastman beat beata beatable beatae beatee beaten beater beath beatific
beatify beating beatster beatus beau beaufin beauish beauism beaupere beauship
beauti beautied beautify beauty beaux beaver beavered beavery beback bebait
beballed bebang bebar bebaron bebaste bebat bebathe bebatter bebay bebeast
bebed bebeeru bebelted bebilya bebite beblain beblear bebled bebless beblood
bebloom beblotch bebog bebop beboss bebotch bebrave bebreech bebrine bebrush
bebump bebusy becall becalm becap becard becarpet becarve becater because
becense bechalk bechance becharm bechase becheck becher bechern bechirp
becivet beck becker becket beckiron beckon beckoner beclad beclamor beclang
beclart beclasp beclaw becloak beclog beclothe becloud beclout beclown
becobweb becolme becolor becombed become becomes becoming becomma becoom
becoresh becost becovet becoward becram becramp becrawl becreep becrime
becroak becross becrowd becrown becrush becrust becry becudgel becuffed
becuiba becumber becuna becurl becurry becurse becut bedabble bedad bedamn
bedamp bedare bedark bedarken bedash bedaub bedawn beday bedaze bedazzle
bedboard bedbug bedcap bedcase bedchair bedcord bedcover bedded bedder bedding
bedead bedeaf bedeafen bedebt bedeck bedeguar bedel beden bedene bedesman
bedevil bedew bedewer bedfast bedfoot bedframe bedgery bedgoer bedgown
bediaper bedight bedikah bedim bedimple bedin bedip bedirt bedirter bedirty
bedismal bedizen bedkey bedlam bedlamer bedlar bedless bedlids bedmaker bedman
bedmate bedoctor bedog bedolt bedot bedote bedouse bedown bedoyo bedpan
bedplate bedpost bedquilt bedrail bedral bedrape bedravel bedrench bedress
bedrid bedrift bedright bedrip bedrivel bedrock bedroll bedroom bedrop bedrown
bedrowse bedrug bedscrew bedsick bedside bedsite bedsock bedsore bedstaff
bedstand bedstead bedstock bedstraw bedtick bedtime bedub beduck beduke bedull
bedumb bedunce bedunch bedung bedur bedusk bedust bedwarf bedway bedways
bedwell bedye beearn beebread beech beechen beechnut beechy beedged beedom
beef beefer beefhead beefily beefin beefish beefless beefwood beefy beehead
beeherd beehive beehouse beeish beek beekite beelbow beelike beeline beelol
beeman been beennut beer beerage beerily beerish beerpull beery bees beest
beeswax beeswing beet beeth beetle beetled beetler beetrave beetroot beety
beeve beevish beeware beeway beeweed beewise beewort befall befame befamine
befan befancy befanned befavor befavour beferned befetter befezzed befiddle
befilch befile befilmed befilth befinger befire befist befit beflag beflap
beflea befleck beflour beflout beflower beflum befoam befog befool befop
before befoul befouler befreeze befret befriend befrill befringe befriz
befuddle befume befurred begabled begad begall begani begar begari begash
begat begaud begaudy begay begaze begeck begem beget begettal begetter
beggable beggar beggarer beggarly beggary begging begift begiggle begild begin
beginger beginner begird begirdle beglad beglare beglic beglide beglobed
begloom begloze begluc beglue begnaw bego begob begobs begohm begone begonia
begorra begorry begotten begoud begowk begowned begrace begrain begrave begray
begrease begreen begrett begrim begrime begrimer begroan begrown begrudge
begrutch beguard beguess beguile beguiler beguine begulf begum begun begunk
begut behale behalf behallow behammer behap behatted behave behavior behead
beheadal beheader behear behears behearse behedge beheld behelp behemoth behen
behenate behenic behest behind behinder behint behn behold beholden beholder
behoney behoof behooped behoot behoove behooves behorn behorror behowl behung
behymn beice beige being beinked beira beisa bejabers bejade bejan bejant
bejazz bejel bejewel bejig bejuggle bejumble bekah bekick bekilted beking
bekiss bekko beknave beknight beknit beknived beknow beknown bela belabor
belaced beladle belady belage belah belam belanda belar belard belash belate
belated belaud belauder belay belayer belch belcher beld beldam belduque
beleaf beleap beleave belee belemnid beletter belfried belfry belga belibel
belick belie belief belier believe believer belight beliked belion beliquor
belite belitter belittle belive bell bellbind bellbird bellboy belle belled
belledom belleric bellhop bellied belling bellite bellman bellote bellow
bellower bellows bellpull belltail bellware bellweed bellwind bellwine
bellwood bellwort belly bellyer bellyful bellying bellyman beloam beloid
belong belonger belonid belonite belonoid belord belout belove beloved below
belsire belt belted belter beltie beltine belting beltman belton beltwise
beluga belugite belute belve bely belying bema bemad bemadam bemail bemaim
beman bemangle bemantle bemar bemartyr bemask bemaster bemat bemata bemaul
bemazed bemeal bemean bemercy bemingle bemire bemirror bemist bemitred bemix
bemoan bemoaner bemoat bemock bemoil bemole bemolt bemoon bemotto bemoult
bemouth bemuck bemud bemuddle bemuddy bemuffle bemurmur bemuse bemused bemusk
bemuzzle bena benab bename benami benasty benben bench bencher benchful
benching benchlet benchman benchy bencite bend benda bendable bended bender
bending bendlet bendsome bendwise bendy bene beneaped beneath benedict benefic
benefice benefit benempt benet benettle beng beni benight benign benignly
benison benj benjamin benjy benmost benn benne bennel bennet benny beno
benorth benote bensel bensh benshea benshee benshi bent bentang benthal
benthic benthon benthos benting bentstar bentwood benty benumb benumbed
benward benweed benzal benzein benzene benzenyl benzil benzilic benzine benzo
benzoate benzobis benzoic benzoid benzoin benzol benzole benzoxy benzoyl
benzyl benzylic beode bepaid bepale bepaper beparch beparody beparse bepart
bepaste bepat bepaw bepearl bepelt bepen bepepper bepester bepewed bephrase
bepiece bepierce bepile bepill bepimple bepinch bepity beplague beplumed
bepommel bepowder bepraise beprank bepray bepreach bepress bepretty bepride
beprose bepuddle bepuff bepun bepurple bepuzzle bequalm bequeath bequest
bequote berain berairou berakah berake berakoth berapt berascal berat berate
berattle beray berberid berberry berdache bere bereason bereave bereaven
bereaver bereft berend beresite beret berewick berg bergamot berger berghaan
berglet bergut bergy bergylt berhyme beriberi beride berigora beringed berinse
berith berley berlin berline berm berne bernicle berobed beroll berouged
beround berrendo berret berri berried berrier berrigan berry berseem berserk
berth berthage berthed berther berthing bertram bertrum beruffed berust bervie
berycid berycine berycoid beryl berylate beryllia besa besagne besaiel besaint
besan besauce bescab bescarf bescent bescorch bescorn bescour bescrape
bescrawl bescreen bescurf bescurvy beseam besee beseech beseem beseemly beseen
beset besetter beshade beshadow beshag beshake beshame beshear beshell
beshield beshine beshiver beshlik beshod beshout beshow beshower beshrew
beshriek beshroud beside besides besiege besieged besieger besigh besilver
besin besing besiren besit beslab beslap beslash beslave beslaver besleeve
beslime beslimer beslings beslow beslur besmear besmell besmile besmirch
besmoke besmooth besmouch besmudge besmut besmutch besnare besneer besnivel
besnow besnuff besodden besogne besoil besom besomer besonnet besoot besoothe
besot besotted besought besoul besour bespate bespawl bespeak besped bespeech
bespeed bespell bespend bespete bespew bespice bespill bespin bespirit bespit
besplash besplit bespoke bespoken bespot bespouse bespout bespray bespread
besprent bespy besquib besra bessemer best bestab bestain bestamp bestar
bestare bestarve bestay bestayed bestead besteer bestench bester bestial
bestiary bestick bestill bestink bestir bestness bestock bestore bestorm
bestove bestow bestowal bestower bestraw bestreak bestream bestrew bestride
bestripe bestrode bestuck bestud besugar besuit besully beswarm beswim
beswinge beswitch beta betacism betafite betag betail betailor betaine betalk
betallow betangle betask betassel betatron betaxed betear beteela beteem betel
beth bethel bethink bethrall bethroot bethumb bethump bethwack betide betimber
betimes betinge betipple betire betis betitle betocsin betoil betoken betone
betongue betony betorcin betoss betowel betrace betrail betrap betravel betray
betrayal betrayer betread betrend betrim betroth betrough betrunk betso betted
better betterer betterly betters betting bettong bettonga bettor betty betulin
betusked betutor between betwine betwit betwixen betwixt bevatron beveil bevel
beveled beveler bevelled bevenom bever beverage beverse beveto bevined
bevoiled bevomit bevue bevy bewail bewailer bewall beware bewash bewaste
bewater beweary beweep beweeper bewelter bewept bewest bewet bewhig bewhite
bewhiten bewidow bewig bewigged bewilder bewimple bewinged bewinter bewired
bewitch bewith bewizard bework beworm beworn beworry bewrap bewray bewrayer
bewreath bewreck bewrite beydom beylic beylical beyond beyship bezant bezantee
bezanty bezel bezetta bezique bezoar bezonian bezzi bezzle bezzo bhabar
bhagavat bhakta bhakti bhalu bhandar bhandari bhang bhangi bhara bharal bhat
bhava bheesty bhikku bhikshu bhoosa bhoy bhungi bhungini bhut biabo biacetyl
biacid biacuru bialate biallyl bianco biannual biarchy bias biasness biaswise
biatomic biaxal biaxial bibacity bibasic bibation bibb bibber bibble bibbler
bibbons bibcock bibenzyl bibi bibionid bibiri bibitory bibless biblus biborate
bibulous bicaudal bice biceps bicetyl bichir bichord bichrome bichy bick
bicker bickerer bickern bicolor bicone biconic biconvex bicorn bicorne
bicorned bicron bicrural bicursal bicuspid bicycle bicycler bicyclic bicyclo
bidactyl bidar bidarka bidcock biddable biddably biddance bidder bidding biddy
bide bident bidental bidented bider bidet biding bidri biduous bield bieldy
bien bienly bienness biennia biennial biennium bier bierbalk biethnic bietle
bifacial bifanged bifara bifer biferous biff biffin bifid bifidate bifidity
bifidly bifilar biflex bifocal bifoil bifold bifolia bifolium biforked biform
biformed biforous bifront bifurcal biga bigamic bigamist bigamize bigamous
bigamy bigarade bigaroon bigbloom bigemina bigener bigeye bigg biggah biggen
bigger biggest biggin biggish biggonet bigha bighead bighorn bight biglot
bigmouth bigness bignou bigoniac bigonial bigot bigoted bigotish bigotry
bigotty bigroot bigwig bihamate bihourly bija bijasal bijou bijoux bijugate
bike bikh bikini bilabe bilabial bilalo bilander bilberry bilbie bilbo bilby
bilch bilcock bildar bilders bile bilge bilgy bilianic biliary biliate bilic
bilify bilimbi biliment bilinear bilinite bilio bilious bilith bilithon bilk
bilker bill billa billable billback billbug billed biller billet billeter
billety billfish billfold billhead billhook billian billiard billikin billing
billion billman billon billot billow billowy billy billyboy billycan billyer
billywix bilo bilobe bilobed bilsh bilsted biltong bimalar bimanal bimane
bimanous bimanual bimarine bimastic bimasty bimbil bimeby bimensal bimester
bimodal bimotors binal binarium binary binate binately bination binaural
binbashi bind binder bindery binding bindle bindlet bindoree bindweb bindweed
bindwith bindwood bine bineweed bing binge bingey binghi bingle bingo bingy
binh bink binman binna binnacle binning binnite binnogue bino binocle binodal
binode binodose binodous binomial binormal binotic binous binoxide bint
binukau bioblast biochemy biochore biocycle biod biodyne biogen biogeny
biograph bioherm biolith biologic biology biolysis biolytic biome biometer
biometry bion bionergy bionomic bionomy biophagy biophore biophyte bioplasm
bioplast biopsic biopsy bioral biorgan bios bioscope bioscopy biose biosis
biota biotaxy biotic biotical biotics biotin biotite biotitic biotome biotomy
biotope biotype biotypic biovular bioxide bipack biparous biparted biparty
biped bipedal bipedism biphase biphasic biphenol biphenyl biplanal biplanar
biplane bipod bipolar biporose biporous biprism biprong biquartz biracial
biradial biramous birch birchen birching birchman bird birdbath birdcall
birddom birdeen birder birdglue birdhood birdie birdikin birding birdland
birdless birdlet birdlike birdlime birdling birdlore birdman birdnest birdseed
birdweed birdwise birdy bireme biretta biri biriba birimose birk birken birkie
birl birle birler birlie birlinn birma birn birny birr birse birsle birsy
birth birthbed birthday birthy bisabol bisalt biscacha biscayen biscotin
biscuit bisect bisector biserial bisetose bisetous bisexed bisext bisexual
bishop bisiliac bisimine bislings bismar bismite bismuth bisnaga bison
bisonant bispore bisque bissext bisson bistate bister bistered bisti bistort
bistoury bistro bisulfid bitable bitanhol bitbrace bitch bite biter bitewing
bitheism biti biting bitingly bitless bito bitolyl bitstock bitstone bitt
bitted bitten bitter bitterly bittern bitters bitthead bittie bittock bitty
bitume bitumed bitumen bitwise bityite bitypic biune biunial biunity biurate
biurea biuret bivalent bivalve bivalved bivector biventer biverbal bivinyl
bivious bivocal bivouac biwa biweekly biwinter bixbyite bixin biyearly bizarre
bizet bizonal bizone bizz blab blabber blachong black blackboy blackcap
blacken blacker blackey blackfin blackie blacking blackish blackit blackleg
blackly blackneb blacknob blackout blacky blad bladder bladdery blade bladed
bladelet blader blading bladish blady blae blaeness blaewort blaff blaffert
blaflum blah blahlaut blain blair blake blamable blamably blame blamed
blameful blamer blaming blan blanc blanca blancard blanch blancher blanco
bland blanda blandish blandly blank blankard blanked blankeel blanket blankety
blanking blankish blankite blankly blanky blanque blare blarney blarnid blarny
blart blas blase blash blashy blast blasted blastema blaster blastful blastid
blastie blasting blastoid blastoma blastula blastule blasty blat blatancy
blatant blate blately blather blathery blatjang blatta blatter blatti blattid
blattoid blaubok blauwbok blaver blaw blawort blay blaze blazer blazing blazon
blazoner blazonry blazy bleach bleached bleacher bleak bleakish bleakly bleaky
blear bleared bleareye bleary bleat bleater bleating bleaty bleb blebby bleck
blee bleed bleeder bleeding bleekbok bleery bleeze bleezy blellum blemish
blench blencher blencorn blend blende blended blender blending blendor
blendure blenniid blennoid blennoma blenny blent bleo blephara blesbok
blesbuck bless blessed blesser blessing blest blet blewits blibe blick blickey
blight blighted blighter blighty blimbing blimp blimy blind blindage blinded
blinder blinding blindish blindly blink blinkard blinked blinker blinking
blinks blinky blinter blintze blip bliss blissful blissom blister blistery
blite blithe blithely blithen blither blitter blitz blizz blizzard bloat
bloated bloater bloating blob blobbed blobber blobby bloc block blockade
blockage blocked blocker blocking blockish blockman blocky blodite bloke
blolly blonde blondine blood bloodalp blooded bloodfin bloodied bloodily
bloody blooey bloom bloomage bloomer bloomers bloomery blooming bloomkin
bloomy bloop blooper blooping blore blosmy blossom blossomy blot blotch
blotched blotchy blotless blotter blotting blotto blotty blouse bloused
blousing blout blow blowback blowball blowcock blowdown blowen blower blowfish
blowfly blowgun blowhard blowhole blowing blowings blowiron blowlamp blowline
blown blowoff blowout blowpipe blowth blowtube blowup blowy blowze blowzed
blowzing blowzy blub blubber blubbery blucher bludgeon blue blueback bluebead
bluebell bluebill bluebird blueblaw bluebook bluebuck bluebush bluecap
bluecoat bluecup bluefish bluegill bluegown blueing bluejack blueleg bluelegs
bluely blueness bluenose bluer blues bluestem bluet bluetop blueweed bluewing
bluewood bluey bluff bluffer bluffly bluffy bluggy bluing bluish bluism
blunder blunge blunger blunk blunker blunks blunnen blunt blunter bluntie
bluntish bluntly blup blur blurb blurbist blurred blurrer blurry blurt blush
blusher blushful blushing blushy bluster blustery blype boagane boar boarcite
board boarder boarding boardly boardman boardy boarfish boarish boarship
boarskin boarwood boast boaster boastful boasting boastive boat boatable
boatage boatbill boater boatful boathead boatie boating boatless boatlike
boatlip boatload boatly boatman boatshop boatside boatsman boattail boatward
boatwise boba bobac bobbed bobber bobbery bobbin bobbiner bobbinet bobbing
bobbish bobble bobby bobcat bobcoat bobeche bobfly bobjerom bobo bobolink
bobotie bobsled bobstay bobtail bobwhite bobwood bocaccio bocal bocardo
bocasine bocca boccale boccaro bocce boce bocher bock bockerel bockeret
bocking bocoy bodach bode bodeful bodega bodement boden boder bodewash bodge
bodger bodgery bodhi bodice bodiced bodied bodier bodieron bodikin bodiless
bodily bodiment boding bodingly bodkin bodle bodock body bodyhood bodyless
bodywise bodywood bodywork boga bogan bogard bogart bogberry bogey bogeyman
boggart boggin boggish boggle bogglebo boggler boggy boghole bogie bogieman
bogier bogland bogle bogledom boglet bogman bogmire bogo bogong bogtrot bogue
bogum bogus bogway bogwood bogwort bogy bogydom bogyism bogyland bohawn bohea
bohemium bohereen bohireen boho bohor bohunk boid boil boilable boildown
boiled boiler boilery boiling boilover boily boist bojite bojo bokadam bokard
bokark boke bokom bola bolar bold bolden boldine boldly boldness boldo bole
boled boleite bolelike bolero bolete boleweed bolewort bolide bolimba bolis
bolivar bolivia bolk boll bollard bolled boller bolling bollock bollworm bolly
bolo boloman boloney boloroot bolson bolster bolt boltage boltant boltel
bolter bolthead bolthole bolti bolting boltless boltlike boltrope boltwork
bolus boma bomb bombable bombard bombarde bombast bombazet bombed bomber bombo
bombola bombonne bombous bombycid bonaci bonagh bonaght bonair bonairly
bonally bonang bonanza bonasus bonavist bonbon bonce bond bondage bondager
bondar bonded bonder bondfolk bonding bondless bondman bondsman bonduc bone
boneache boned bonedog bonefish bonehead boneless bonelet bonelike boner
boneset boneshaw bonetail bonewood bonework bonewort bonfire bong bongo
bonhomie boniata boniform bonify boniness boninite bonitary bonito bonk bonnaz
bonnet bonneted bonneter bonnibel bonnily bonny bonnyish bonnyvis bonsai
bonspiel bontebok bonus bonxie bony bonyfish bonze bonzer bonzery bonzian boob
boobery boobily boobook booby boobyish boobyism bood boodie boodle boodler
boody boof booger boohoo boojum book bookable bookcase bookdom booked booker
bookery bookfold bookful bookhood bookie booking bookish bookism bookland
bookless booklet booklike bookling booklore bookman bookmark bookmate bookrack
bookrest bookroom bookshop bookward bookways bookwise bookwork bookworm booky
bool booly boolya boom boomable boomage boomah boomboat boomdas boomer booming
boomless boomlet boomorah boomster boomy boon boondock boongary boonk boonless
boopis boor boorish boort boose boost booster boosy boot bootboy booted bootee
booter bootery bootful booth boother boothite boothose bootied bootikin
booting bootjack bootlace bootleg bootless bootlick boots booty booze boozed
boozer boozily boozy bopeep boppist bopyrid bora borable borachio boracic
boracous borage borak boral borasca borasque borate borax bord bordage bordar
bordel bordello border bordered borderer bordroom bordure bordured bore
boreable boread boreal borealis borean borecole boredom boree boreen boregat
borehole boreism borele borer boresome borg borgh borh boric boride borine
boring boringly borish borism bority borize borlase born borne borneol borning
bornite bornitic bornyl boro boron boronic borough borracha borrel borrow
borrower borsch borscht borsht borstall bort bortsch borty bortz borwort boryl
borzoi boscage bosch boschbok bose boser bosh bosher bosk bosker bosket bosky
bosn bosom bosomed bosomer bosomy bosporus boss bossage bossdom bossed bosser
bosset bossing bossism bosslet bossship bossy bostangi bostanji bosthoon
boston bostryx bosun bota botanic botanist botanize botany botargo botch
botched botcher botchery botchily botchka botchy bote botella boterol botfly
both bother botherer bothlike bothrium bothros bothway bothy botonee botong
botryoid botryose bott bottekin bottine bottle bottled bottler bottling bottom
bottomed bottomer bottomry botulin botulism bouchal bouche boucher boud
boudoir bouffant bougar bouge bouget bough boughed boughpot bought boughten
boughy bougie bouillon bouk boukit boulder bouldery boule boultel boulter boun
bounce bouncer bouncing bound boundary bounded bounden bounder bounding
boundly bountied bountith bountree bounty bouquet bourbon bourd bourder
bourdon bourette bourg bourn bourock bourse bourtree bouse bouser bousy bout
boutade bouto boutylka bouw bovarism bovarysm bovate bovicide bovid boviform
bovine bovinely bovinity bovoid bowable bowback bowbells bowbent bowboy bowed
bowel boweled bowels bowenite bower bowerlet bowermay bowery bowet bowfin
bowgrace bowhead bowie bowieful bowing bowingly bowk bowkail bowker bowknot
bowl bowla bowleg bowler bowless bowlful bowlike bowline bowling bowllike
bowls bowly bowmaker bowman bowpin bowshot bowsprit bowstave bowwoman bowwood
bowwort bowwow bowyer boxberry boxboard boxbush boxcar boxen boxer boxfish
boxful boxhaul boxhead boxing boxlike boxmaker boxman boxthorn boxty boxwood
boxwork boxy boyang boyar boyard boyardom boyarism boycott boydom boyer
boyhood boyish boyishly boyism boyla boylike boyology boyship boza bozal bozo
bozze brab brabant brabble brabbler braca braccate braccia braccio brace
braced bracelet bracer bracero braces brach brachet brachial brachium brachysm
bracing brack bracken bracker bracket brackish bracky braconid bract bractea
bracteal bracted bractlet brad bradawl bradsot bradypod brae braeface braehead
braeman braeside brag braggart braggat bragger braggery bragget bragging
braggish bragite bragless braid braided braider braiding brail brain braincap
brainer brainfag brainge brainpan brains brainy braird braireau brairo braise
brake brakeage brakeman braker brakie braky bramble brambled brambly bran
brancard branch branched brancher branchi branchia branchy brand branded
brander brandied brandify brandise brandish brandy brangle brangled brangler
branial brank brankie branle branner branny bransle brant brantail brash
brashy brasque brass brassage brassard brassart brasse brasser brasset brassic
brassie brassily brassish brassy brat bratling bratstvo brattach brattice
brattie brattish brattle brauna braunite bravade bravado brave bravely braver
bravery braving bravish bravo bravoite bravura braw brawl brawler brawling
brawly brawlys brawn brawned brawner brawnily brawny braws braxy bray brayer
brayera brayerin braza braze brazen brazenly brazer brazera brazier braziery
brazil brazilin breach breacher breachy bread breadbox breaden breadman
breadnut breadth breaghe break breakage breakax breaker breaking breakoff
breakout breakup bream breards breast breasted breaster breastie breath
breathe breathed breather breathy breba breccia breccial brecham breck brecken
bred brede bredi bree breech breeched breeches breed breeder breeding breedy
breek breekums breeze breezily breezy bregma bregmata bregmate brehon brei
brekkle brelaw breloque breme bremely brennage brent brephic bret bretelle
bretesse breth brethren brett brettice breva breve brevet brevetcy breviary
breviate brevier breviger breviped brevipen brevit brevity brew brewage brewer
brewery brewing brewis brewst brewster brey briar bribe bribee briber bribery
brichen brick brickbat brickel bricken bricking brickish brickle brickly
brickset bricky bricole bridal bridale bridaler bridally bride bridebed
bridecup bridegod bridely bridge bridged bridger bridging bridle bridled
bridler bridling bridoon brief briefing briefly briefs brier briered briery
brieve brig brigade brigalow brigand brigatry brigbote brigetty bright
brighten brightly brill brills brim brimful briming brimless brimmed brimmer
brimming brin brine brineman briner bring bringal bringall bringer brinish
brinjal brink briny brioche brique brisk brisken brisket briskish briskly
brisling brisque briss bristle bristled bristler bristly brisure brit britchka
brith brither britska britten brittle brizz broach broacher broad broadax
broaden broadish broadly broadway brob brocade brocaded brocard brocatel
broccoli broch brochan brochant broche brocho brochure brock brockage brocked
brocket brockle brod brodder broderer brog brogan brogger broggle brogue
broguer broguery broguish broider broidery broigne broil broiler broiling
brokage broke broken brokenly broker broking brolga broll brolly broma bromal
bromate brome bromelin bromic bromide bromidic bromine bromism bromite bromize
bromizer bromlite bromoil bromol bromous bromuret bronc bronchi bronchia
bronchus bronco bronk bronteon bronteum brontide bronze bronzed bronzen
bronzer bronzify bronzine bronzing bronzite bronzy broo brooch brood brooder
brooding broodlet broody brook brooked brookie brookite brooklet brooky brool
broom broomer broomy broon broose broozled brose brosot brosy brot brotan
brotany broth brothel brother brothy brotulid brough brougham brought brow
browache browband browbeat browden browed browis browless browman brown
browner brownie browning brownish brownly brownout browntop browny browpost
browse browser browsick browsing browst bruang brucia brucina brucine brucite
bruckle bruckled brugh bruin bruise bruiser bruising bruit bruiter bruke
brulee brulyie brumal brumby brume brumous brunch brunet brunette brunt
bruscus brush brushed brusher brushes brushet brushful brushing brushite
brushlet brushman brushoff brushy brusque brustle brut brutage brutal brutally
brute brutedom brutely brutify bruting brutish brutism brutter bruzz bryology
bryonin bryony bryozoan bryozoon bryozoum bual buaze buba bubal bubaline
bubalis bubble bubbler bubbling bubblish bubbly bubby bubinga bubo buboed
bubonic bubukle bucare bucca buccal buccally buccan buccate buccina buccinal
buccula buchite buchu buck buckaroo buckbush bucked buckeen bucker bucket
bucketer buckety buckeye buckhorn buckie bucking buckish buckjump buckle
buckled buckler buckling bucklum bucko buckpot buckra buckram bucksaw buckshee
buckshot buckskin buckstay bucktail buckwash bucky bucolic bucrane buda
buddage budder buddhi budding buddle buddler buddy budge budger budgeree
budgerow budget budgeter budless budlet budlike budmash budtime budwood
budworm budzat bufagin buff buffable buffalo buffball buffcoat buffed buffer
buffet buffeter buffing buffle buffont buffoon buffware buffy bufidin bufo
bufonite bugaboo bugan bugbane bugbear bugbite bugdom bugfish bugger buggery
buggy buggyman bughead bughouse bugle bugled bugler buglet bugloss bugology
bugproof bugre bugseed bugweed bugwort buhl buhr build builder building
buildup built buirdly buisson buist bukh bukshi bulak bulb bulbar bulbed
bulbil bulbilla bulbless bulblet bulblike bulbose bulbous bulbul bulbule bulby
bulchin bulge bulger bulgy bulimia bulimiac bulimic bulimoid bulimy bulk
bulked bulker bulkhead bulkily bulkish bulky bull bulla bullace bullan bullary
bullate bullated bullback bullbat bullbird bullboat bullcart bulldog bulldoze
buller bullet bulleted bulletin bullety bullfist bullfoot bullfrog bullhead
bullhide bullhoof bullhorn bulling bullion bullish bullism bullit bullneck
bullnose bullnut bullock bullocky bullous bullpoll bullpout bullskin bulltoad
bullule bullweed bullwhip bullwort bully bullydom bullying bullyism bullyrag
bulrush bulrushy bulse bult bulter bultey bultong bultow bulwand bulwark
bumbarge bumbaste bumbaze bumbee bumble bumbler bumbo bumboat bumclock bumicky
bummalo bummaree bummed bummer bummie bumming bummler bummock bump bumpee
bumper bumpily bumping bumpkin bumpy bumtrap bumwood buna buncal bunce bunch
buncher bunchily bunchy buncombe bund bunder bundle bundler bundlet bundook
bundweed bundy bunemost bung bungalow bungarum bungee bungerly bungey bungfu
bungfull bunghole bungle bungler bungling bungo bungwall bungy bunion bunk
bunker bunkery bunkie bunkload bunko bunkum bunnell bunny bunodont bunt buntal
bunted bunter bunting buntline bunton bunty bunya bunyah bunyip buoy buoyage
buoyance buoyancy buoyant buplever buran burao burbank burbark burble burbler
burbly burbot burbush burd burden burdener burdie burdock burdon bure bureau
bureaux burel burele buret burette burfish burg burgage burgall burgee burgeon
burgess burgh burghal burgher burglar burglary burgle burgonet burgoo burgoyne
burgrave burgul burgus burgware burhead buri burial burian buried burier burin
burinist burion buriti burka burke burker burl burlap burled burler burlet
burletta burlily burly burmite burn burnable burnbeat burned burner burnet
burnfire burnie burning burnish burnoose burnous burnout burnover burnside
burnt burnut burnwood burny buro burp burr burrah burred burrel burrer burring
burrish burrito burrknot burro burrow burrower burry bursa bursal bursar
bursary bursate burse burseed bursicle bursitis burst burster burt burton
burucha burweed bury burying busby buscarl buscarle bush bushbuck bushed
bushel busheler busher bushful bushi bushily bushing bushland bushless bushlet
bushlike bushment bushrope bushveld bushwa bushwife bushwood bushy busied
busily busine business busk busked busker busket buskin buskined buskle busky
busman buss busser bussock bussu bust bustard busted bustee buster busthead
bustic bustle bustled bustler bustling busy busybody busyhead busying busyish
busyness busywork butanal butane butanoic butanol butanone butch butcher
butchery butein butene butenyl butic butine butler butlery butment butoxy
butoxyl butt butte butter buttered butteris buttery butting buttle buttock
button buttoned buttoner buttons buttony buttress buttwood butty buttyman
butyl butylene butylic butyne butyr butyral butyrate butyric butyrin butyrone
butyrous butyryl buxerry buxom buxomly buyable buyer buzane buzylene buzz
buzzard buzzer buzzies buzzing buzzle buzzwig buzzy bycoket byee byegaein
byeman byepath byerite byerlite bygane bygo bygoing bygone byhand bylaw
bylawman byname byon byous byously bypass bypasser bypast bypath byplay byre
byreman byrlaw byrnie byroad byrrus bysen byspell byssal byssin byssine
byssoid byssus bystreet byth bytime bywalk bywalker byway bywoner byword
bywork caam caama caaming caapeba caatinga caba cabaan caback cabaho cabal
cabala cabalic cabalism cabalist caballer caban cabana cabaret cabas cabasset
cabassou cabbage cabbagy cabber cabble cabbler cabby cabda caber cabernet
cabestro cabezon cabin cabinet cabio cable cabled cableman cabler cablet
cableway cabling cabman cabob caboceer cabochon cabocle caboodle cabook
caboose caboshed cabot cabotage cabree cabreuva cabrilla cabriole cabrit
cabstand cabuya cacam cacao cachalot cachaza cache cachemia cachemic cachet
cachexia cachexic cachexy cachibou cachou cachrys cachucha cachunde cacique
cack cackerel cackle cackler cacodoxy cacodyl cacoepy cacology cacomixl
caconym cacoon cacosmia cacotype cacoxene cacozeal cacozyme cacti cactoid
cacur cadalene cadamba cadastre cadaver cadbait cadbit cadbote caddice
caddiced caddie caddis caddised caddish caddle caddow caddy cade cadelle
cadence cadenced cadency cadent cadenza cader caderas cadet cadetcy cadette
cadew cadge cadger cadgily cadgy cadi cadinene cadism cadiueio cadjan cadlock
cadmia cadmic cadmide cadmium cados cadrans cadre cadua caduac caduca caducary
caducean caduceus caducity caducous cadus cadweed caeca caecal caecally
caecitis caecum caeoma caesious caesura caesural caesuric cafeneh cafenet
caffa caffeate caffeic caffeina caffeine caffeism caffeol caffeone caffiso
caffle caffoy cafh cafiz caftan caftaned cage caged cageful cageless cagelike
cageling cageman cager cagester cagework cagey caggy cagily cagit cagmag
cahincic cahiz cahoot cahot cahow caickle caid caimacam caimakam caiman
caimito cain caique caird cairn cairned cairny caisson caitiff cajeput cajole
cajoler cajolery cajoling cajuela cajun cajuput cake cakebox caker cakette
cakewalk cakey caky calaba calabash calabaza calaber calade calais calalu
calamary calambac calamine calamint calamite calamity calamus calander
calangay calantas calapite calash calathus calcar calced calcemia calcic
calcific calcify calcine calcined calciner calcite calcitic calcium calcrete
calculi calculus calden caldron calean calendal calendar calender calendry
calends calepin calf calfhood calfish calfkill calfless calflike calfling
calfskin caliber calibre calicate calices calicle calico calicoed calid
calidity caliduct caliga caligo calinda calinut calipash calipee caliper
calipers caliph caliphal caliver calix calk calkage calker calkin calking call
callable callant callboy caller callet calli callid calling calliper callo
callosal callose callosum callous callow callower callus calm calmant calmer
calmly calmness calmy calomba calomel calool calor caloric calorie calorify
caloris calorist calorize calotte calotype caloyer calp calpac calpack
calpulli caltrap caltrop calumba calumet calumny calutron calvaria calve
calved calver calves calvish calvity calvous calx calycate calyces calycine
calycle calycled calycoid calycule calymma calypso calypter calyptra calyptro
calyx camaca camagon camail camailed camalote caman camansi camara camass
camata camatina camb cambaye camber cambial cambism cambist cambium cambogia
cambrel cambuca came cameist camel cameleer cameline camelish camellin
camelman cameloid camelry cameo camera cameral camerate camerier camerist
camilla camillus camion camisado camise camisia camisole camlet cammed cammock
cammocky camomile camoodi camoodie camp campagna campaign campana campane
camper campfire camphane camphene camphine camphire campho camphoid camphol
camphor camphory campion cample campo campody campoo camporee campshed
campshot campus campward camshach camshaft camstane camstone camuning camus
camused camwood canaba canada canadine canadite canadol canaigre canaille
canajong canal canalage canalize canaller canalman canamo canape canapina
canard canari canarin canary canasta canaster canaut cancan cancel canceler
cancelli cancer cancered canch cancroid cancrum cand candela candent candid
candidly candied candier candify candiru candle candler candock candor candroy
candy candys cane canel canelike canella canelo canephor caner canette
canewise canework canful cangan cangia cangle cangler cangue canhoop canicola
canicule canid canille caninal canine caninity caninus canioned canions
canistel canister canities canjac cank canker cankered cankery canmaker canman
canna cannabic cannach canned cannel canner cannery cannet cannibal cannikin
cannily canning cannon cannoned cannonry cannot cannula cannular canny canoe
canoeing canoeist canoeman canon canoness canonic canonics canonist canonize
canonry canoodle canopic canopy canorous canroy canroyer canso cant cantala
cantar cantara cantaro cantata canted canteen canter canterer canthal canthus
cantic canticle cantico cantily cantina canting cantion cantish cantle cantlet
canto canton cantonal cantoned cantoner cantoon cantor cantoral cantoris
cantred cantref cantrip cantus cantwise canty canun canvas canvass canvassy
cany canyon canzon canzonet caoba capable capably capacity capanna capanne
capax capcase cape caped capel capelet capelin capeline capellet caper
capercut caperer capering capes capeskin capeweed capewise capful caph caphar
caphite capias capicha capital capitan capitate capitoul capivi capkin capless
caplin capmaker capman capmint capomo capon caponier caponize caporal capot
capote capped capper cappie capping capple cappy caprate capreol capric
capricci caprice caprid caprifig caprin caprine caprinic capriole capriped
caproate caproic caproin caprone capronic capronyl caproyl capryl caprylic
caprylin caprylyl capsa capsheaf capshore capsicin capsicum capsid capsizal
capsize capstan capstone capsula capsulae capsular capsule capsuler capsumin
captain captance caption captious captive captor captress capture capturer
capuche capuched capuchin capucine capulet capulin capybara carabao carabeen
carabid carabin caraboid carabus caracal caracara caracol caracole caracoli
caracore caract caracter carafe caraibe caraipi carajura caramba caramel
carancha caranda caranday carane carangid caranna carapace carapato carapax
carapine carapo carat caratch caraunda caravan caravel caraway carbamic
carbamyl carbanil carbarn carbasus carbazic carbeen carbene carberry carbide
carbine carbinol carbinyl carbo carbolic carbon carbona carbonic carbonyl
carbora carboxy carboxyl carboy carboyed carbro carbungi carbure carburet
carbyl carcajou carcake carcanet carcass carceag carcel carceral carcoon card
cardamom cardcase cardecu carded cardel carder cardia cardiac cardial cardiant
cardigan cardin cardinal cardines carding cardioid carditic carditis cardlike
cardo cardol cardon cardona cardooer cardoon cardroom care careen careener
career careerer carefree careful careless carene carer caress caresser carest
caret careworn carfare carfax carful carga cargo cargoose carhop carhouse
cariama caribou caricous carid caridean caridoid caries carillon carina
carinal carinate cariole carious caritive cark carking carkled carl carless
carlet carlie carlin carline carling carlings carlish carload carlot carls
carmalum carman carmele carmine carminic carmot carnage carnaged carnal
carnally carnate carnauba carneol carneole carneous carney carnic carnifex
carnify carnival carnose carnous caroa carob caroba caroche carol caroler
caroli carolin caroline carolus carom carone caronic caroome caroon carotene
carotic carotid carotin carousal carouse carouser carp carpaine carpal carpale
carpalia carpel carpent carper carpet carpid carping carpitis carpium carpogam
carport carpos carpus carr carrack carrel carriage carrick carried carrier
carrion carritch carrizo carroch carrot carroter carroty carrow carry carryall
carrying carse carshop carsick carsmith cart cartable cartage cartboot
cartbote carte cartel carter cartful carthame cartload cartman carton cartoon
cartsale cartway carty carua carucage carucal carucate caruncle carval carve
carvel carven carvene carver carving carvol carvone carvyl caryatic caryatid
caryl casaba casabe casal casalty casate casaun casava casave casavi casbah
cascabel cascade cascado cascalho cascara cascaron casco cascol case casease
caseate casebook casebox cased caseful casefy caseic casein caseless casemate
casement caseose caseous caser casern caseum caseweed casewood casework
caseworm cash casha cashable cashaw cashbook cashbox cashboy cashel cashew
cashgirl cashier cashment cashmere casing casino casiri cask casket casking
casklike casque casqued casquet cass cassady casse casselty cassena cassia
cassican cassidid cassie cassina cassine cassino cassis cassock casson cassoon
cast castable castanet castaway caste castelet caster castice casting castle
castled castlet castling castock castoff castor castorin castory castra
castral castrate castrum castuli casual casually casualty casuary casuist
casula catacomb catalase catalina catallum catalpa catalufa catalyst catalyte
catalyze catamite catan catapan catapasm catapult cataract cataria catarrh
catasta catberry catbird catboat catcall catch catchall catchcry catcher
catchfly catching catchup catchy catclaw catdom cate catechin catechol catechu
category catella catena catenae catenary catenate catenoid catepuce cater
cateran catercap caterer cateress caterva cateye catface catfaced catfall
catfish catfoot catgut cathead cathect cathedra catheter catheti cathetus
cathexis cathin cathine cathion cathisma cathodal cathode cathodic cathole
catholic cathood cathop cathro cation cationic cativo catjang catkin catlap
catlike catlin catling catmint catnip catoctin catodont catogene catpiece
catpipe catproof catskin catstep catstick catstone catsup cattabu cattail
cattalo cattery cattily catting cattish cattle cattleya catty cattyman catvine
catwalk catwise catwood catwort caubeen cauboge cauch caucho caucus cauda
caudad caudae caudal caudally caudata caudate caudated caudatum caudex
caudices caudicle caudle caught cauk caul cauld caules caulicle caulinar
cauline caulis caulome caulomer caulomic caulote caum cauma caumatic caunch
caup caupo caupones caurale causable causal causally causate cause causeful
causer causerie causeway causey causing causse causson caustic caustify cautel
cauter cautery caution cautious cautivo cava cavae caval cavalero cavalier
cavalla cavalry cavate cavatina cave caveat caveator cavel cavelet cavelike
cavern cavernal caverned cavesson cavetto caviar cavicorn cavie cavil caviler
caviling caving cavings cavish cavitary cavitate cavitied cavity caviya cavort
cavus cavy cawk cawky cawney cawquaw caxiri caxon cayenne cayenned cayman caza
cazimi cearin cease ceasmic cebell cebian cebid cebil cebine ceboid cebur
cecidium cecilite cecils cecity cedar cedared cedarn cedary cede cedent ceder
cedilla cedrat cedrate cedre cedrene cedrin cedrine cedriret cedrium cedrol
cedron cedry cedula ceibo ceil ceile ceiler ceilidh ceiling celadon celation
celative celature celemin celeriac celerity celery celesta celeste celiac
celiagra celibacy celibate celiemia celiitis celite cell cella cellae cellar
cellarer cellaret cellated celled cellist cello celloid celloist cellose
cellular cellule cellulin celotomy celsian celt celtium celtuce cembalo cement
cemental cementer cementin cementum cemetery cenacle cenanthy cencerro cendre
cenobian cenobite cenobium cenoby cenosite cenosity cenotaph cense censer
censive censor censual censure censurer census cent centage cental centare
centaur centauri centaury centavo centena centenar center centered centerer
centesis centetid centiar centiare centibar centile centime centimo centner
cento centrad central centrale centric centrist centrode centroid centrum
centry centum centuple centuply centuria century ceorl ceorlish cepa cepe
cephalad cephalic cephalin cephalon cephid ceps ceptor cequi cerago ceral
ceramal ceramic ceramics ceramist ceras cerasein cerasin cerastes cerata
cerate cerated ceratiid ceration ceratite ceratoid ceraunia cercal cercaria
cercelee cerci cercopid cercopod cercus cere cereal cerealin cerebra cerebral
cerebric cerebrin cerebron cerebrum cered cereless cerement ceremony cereous
cerer ceresin cerevis ceria ceric ceride cerillo ceriman cerin cerine ceriops
cerise cerite cerium cermet cern cernuous cero ceroline cerolite ceroma
cerotate cerote cerotene cerotic cerotin cerotype cerous ceroxyle cerrero
cerrial cerris certain certie certify certis certy cerule cerulean cerulein
ceruleum cerumen ceruse cervical cervid cervine cervisia cervix cervoid ceryl
cesious cesium cess cessavit cesser cession cessor cesspipe cesspit cesspool
cest cestode cestoid cestrum cestus cetacean cetaceum cetane cetene ceterach
ceti cetic ceticide cetin cetology cetonian cetraric cetrarin cetyl cetylene
cetylic cevadine cevine chaa chab chabasie chabot chabouk chabuk chabutra
chacate chack chacker chackle chackler chacma chacona chacte chad chaeta chafe
chafer chafery chafewax chaff chaffer chaffing chaffman chaffwax chaffy chaft
chafted chagan chagrin chaguar chagul chahar chai chain chainage chained
chainer chainlet chainman chainon chair chairer chairman chais chaise chaitya
chaja chaka chakar chakari chakazi chakdar chakobu chakra chakram chaksi chal
chalaco chalana chalaza chalazal chalaze chalcid chalcon chalcone chalcus
chalder chaldron chalet chalice chaliced chalk chalker chalky challah challie
challis challote chalmer chalon chalone chalque chalta chalutz cham chamal
chamar chamber chambray chambrel chambul chamfer chamfron chamisal chamiso
chamite chamma chamois champ champac champaca champain champaka champer
champion champy chance chancel chancer chancery chanche chanco chancre chancy
chandala chandam chandi chandler chandoo chandu chandul chanfrin chang changa
changar change changer chank channel channer chanson chanst chant chanter
chantey chanting chantry chao chaology chaos chaotic chap chapah chaparro
chapatty chapbook chape chapeau chapeaux chaped chapel chapelet chapelry
chaperno chaperon chapin chapiter chaplain chapless chaplet chapman chappaul
chapped chapper chappie chappin chapping chappow chappy chaps chapt chapter
char charac characin charade charas charbon charcoal chard chardock chare
charer charet charette charge chargee charger charging charier charily chariot
charism charisma charity chark charka charkha charlady charlock charm charmel
charmer charmful charming charnel charpit charpoy charqued charqui charr
charry charshaf chart charter charting chartist chartula charuk chary chasable
chase chaser chasing chasm chasma chasmal chasmed chasmic chasmy chasse
chasseur chassis chaste chastely chasten chastise chastity chasuble chat
chataka chateau chateaux chati chatsome chatta chattel chatter chattery
chattily chatting chatty chatwood chaudron chauffer chauk chaus chaute chauth
chavicin chavicol chavish chaw chawan chawer chawk chawl chay chaya chayote
chayroot chazan cheap cheapen cheapery cheaping cheapish cheaply cheat cheatee
cheater cheatery cheating cheatrie chebec chebel chebog chebule check checkage
checked checker checkers checkman checkoff checkrow checkup checky cheddite
cheder chedlock chee cheecha cheek cheeker cheekily cheekish cheeky cheep
cheeper cheepily cheepy cheer cheered cheerer cheerful cheerily cheering
cheerio cheerly cheery cheese cheeser cheesery cheesy cheet cheetah cheeter
cheetie chef chegoe chegre cheir chekan cheke cheki chekmak chela chelate
chelem chelicer chelide chelidon chelingo cheliped chello chelone chelonid
chelonin chelp chelys chemic chemical chemis chemise chemism chemist chemosis
chemotic chemurgy chena chende cheng chenica chenille chenopod chepster cheque
chercock cherem cherish cheroot cherried cherry chert cherte cherty cherub
cherubic cherubim cherubin chervil cheson chess chessdom chessel chesser
chessist chessman chessmen chest chester chestful chestily chestnut chesty
cheth chettik chetty chetvert chevage cheval chevance cheve cheven chevener
chevin chevise chevon chevron chevrone chevrony chevy chew chewbark chewer
chewink chewy cheyney chhatri chia chiasm chiasma chiasmal chiasmic chiasmus
chiastic chiaus chibouk chibrit chic chicane chicaner chicaric chichi chichipe
chick chickell chicken chicker chickwit chicky chicle chicness chico chicory
chicot chicote chicqued chicquer chid chidden chide chider chiding chidra
chief chiefdom chiefery chiefess chiefest chiefish chiefly chield chien
chiffer chiffon chiffony chigetai chiggak chigger chignon chigoe chih chihfu
chikara chil child childbed childe childed childing childish childly chile
chili chiliad chiliasm chiliast chiliomb chilitis chill chilla chilled chiller
chillily chilling chillish chillo chillum chilly chiloma chilopod chilver
chimaera chimango chimble chime chimer chimera chimeric chimney chin china
chinampa chinanta chinar chinband chinch chincha chinche chine chined ching
chingma chinik chinin chink chinkara chinker chinking chinkle chinks chinky
chinless chinnam chinned chinny chino chinoa chinol chinotti chinse chint
chintz chinwood chiolite chip chipchap chipchop chiplet chipling chipmunk
chippage chipped chipper chipping chippy chips chipwood chiragra chiral
chirata chirimen chiripa chirk chirm chiro chironym chiropod chirp chirper
chirpily chirping chirpy chirr chirrup chirrupy chisel chiseled chiseler
chiselly chit chitak chital chitchat chitin chiton chitosan chitose chitra
chitter chitty chivalry chive chivey chkalik chlamyd chlamys chloasma chlor
chloral chlorate chlordan chlore chloric chloride chlorine chlorite chlorize
chloroma chlorous chloryl choana choanate choanoid choate choaty chob choca
chocard chocho chock chocker chockler chockman choel choenix choffer choga
chogak chogset choice choicely choicy choil choiler choir choirboy choirman
chokage choke choker chokered chokidar choking chokra choky chol chola
cholalic cholane cholanic cholate chold choleate choleic choleine cholemia
choler cholera choleric choli choliamb cholic choline cholinic cholla choller
cholum choluria chomp chondral chondre chondric chondrin chondrus chonta choop
choose chooser choosing choosy chop chopa chopboat chopin chopine chopped
chopper chopping choppy choragic choragus choragy choral chorally chord chorda
chordal chordate chorded chordoid chore chorea choreal choree choregic
choregus choregy choreic choreoid choreus chorial choriamb choric chorine
chorioid chorioma chorion chorisis chorism chorist chorogi choroid chorook
chort chorten chortle chortler chorus choruser choryos chose chosen chott
chouette chough chouka choultry choup chous chouse chouser chow chowchow
chowder chowk chowry choya choyroot chria chrimsel chrism chrisma chrismal
chrismon chrisom christen chroatol chroma chromate chrome chromene chromic
chromid chromism chromite chromium chromo chromone chromous chromule chromy
chromyl chronal chronaxy chronic chronist chrotta chrysal chrysene chrysid
chrysin chthonic chub chubbed chubbily chubby chuck chucker chuckies chucking
chuckle chuckler chuckrum chucky chuddar chufa chuff chuffy chug chugger
chuhra chukar chukker chukor chulan chullpa chum chummage chummer chummery
chummily chummy chump chumpaka chumpish chumpy chumship chun chunari chunga
chunk chunkily chunky chunner chunnia chunter chupak chupon church churchly
churchy churel churinga churl churled churlish churly churm churn churnful
churning churr churruck churrus chut chute chuter chutney chyack chyak chyle
chylemia chylific chylify chyloid chylosis chylous chyluria chymase chyme
chymia chymic chymify chymosin chymous chypre chytra chytrid cibarial cibarian
cibation cibol ciborium cibory ciboule cicad cicada cicadid cicala cicatrix
cicely cicer cicerone ciceroni cichlid cichloid ciconian ciconiid ciconine
cidarid cidaris cider ciderish ciderist ciderkin cigala cigar cigarito cigua
cilia ciliary ciliate ciliated cilice ciliella ciliform ciliolum cilium
cillosis cimbia cimelia cimex cimicid cimicide cimicoid ciminite cimline
cimolite cinch cincher cinclis cinct cincture cinder cindery cine cinefilm
cinel cinema cinemize cinene cineole cineolic cinerary cinerea cinereal cingle
cingular cingulum cinnabar cinnamal cinnamic cinnamol cinnamon cinnamyl cinnyl
cinquain cinque cinter cinuran cinurous cion cionitis cipher cipherer cipo
cipolin cippus circa circinal circiter circle circled circler circlet circling
circuit circuity circular circus circusy cirque cirrate cirrated cirrhous
cirri cirriped cirrose cirrous cirrus cirsoid ciruela cisco cise cisele
cissing cissoid cist cista cistae cisted cistern cisterna cistic cistvaen
citable citadel citation citator citatory cite citee citer citess cithara
cither citied citified citify citizen citole citral citrange citrate citrated
citrean citrene citreous citric citril citrin citrine citrinin citron citronin
citrous citrus cittern citua city citycism citydom cityfolk cityful cityish
cityless cityness cityward cive civet civetone civic civicism civics civil
civilian civility civilize civilly civism civvy cixiid clabber clabbery
clachan clack clacker clacket clackety clad cladding cladine cladode cladose
cladus clag claggum claggy claim claimant claimer clairce claith claithes
claiver clam clamant clamb clambake clamber clame clamer clammed clammer
clammily clamming clammish clammy clamor clamorer clamp clamper clamworm clan
clang clangful clangor clank clankety clanking clanless clanned clanning
clanship clansman clap clapnet clapped clapper clapping clapt claptrap
clapwort claque claquer clarain claret clarify clarin clarinet clarion clarity
clark claro clart clarty clary clash clasher clashy clasp clasper clasping
claspt class classed classer classes classic classis classism classman classy
clastic clat clatch clatter clattery clatty claudent claught clausal clause
claustra clausula clausule clausure claut clava clavacin claval clavate
clavated clave clavecin clavel claver clavial clavicle clavier claviger
clavilux claviol clavis clavola clavolae clavolet clavus clavy claw clawed
clawer clawk clawker clawless clay claybank clayen clayer clayey clayish
claylike clayman claymore claypan clayware clayweed cleach clead cleaded
cleading cleam cleamer clean cleaner cleaning cleanish cleanly cleanout
cleanse cleanser cleanup clear clearage clearer clearing clearish clearly
cleat cleavage cleave cleaver cleavers cleaving cleche cleck cled cledge
cledgy clee cleek cleeked cleeky clef cleft clefted cleg clem clemence
clemency clement clench cleoid clep clergy cleric clerical clerid clerihew
clerisy clerk clerkage clerkdom clerkery clerkess clerking clerkish clerkly
cleruch cleruchy cletch cleuch cleve cleveite clever cleverly clevis clew
cliack cliche click clicker clicket clicky cliency client cliental cliented
clientry cliff cliffed clifflet cliffy clift clifty clima climacus climata
climatal climate climath climatic climax climb climber climbing clime clinal
clinamen clinch clincher cline cling clinger clinging clingy clinia clinic
clinical clinium clink clinker clinkery clinking clinkum clinoid clint
clinting clinty clip clipei clipeus clipped clipper clipping clips clipse
clipsome clipt clique cliquish cliquism cliquy clisere clit clitch clite
clitella clites clithe clithral clitia clition clitoris clitter clival clive
clivers clivis clivus cloaca cloacal cloacean cloak cloakage cloaked cloaking
cloaklet cloam cloamen cloamer clobber clochan cloche clocher clock clocked
clocker clod clodder cloddily cloddish cloddy clodhead clodlet clodpate
clodpoll cloff clog clogger cloggily cloggy cloghad cloglike clogwood clogwyn
cloister cloit clomb clomben clonal clone clonic clonism clonus cloof cloop
cloot clootie clop cloragen closable close closed closely closen closer closet
closh closish closter closure clot clotbur clote cloth clothe clothes clothier
clothify clothing clothy clottage clotter clotty cloture clotweed cloud
cloudage cloudcap clouded cloudful cloudily clouding cloudlet cloudy clough
clour clout clouted clouter clouty clove cloven clovene clover clovered
clovery clow clown clownade clownage clownery clownish clowring cloy cloyer
cloying cloyless cloysome club clubbed clubber clubbily clubbing clubbish
clubbism clubbist clubby clubdom clubfoot clubhand clubhaul clubland clubman
clubmate clubroom clubroot clubster clubweed clubwood cluck clue cluff clump
clumpish clumpy clumse clumsily clumsy clunch clung clunk clupeid clupeine
clupeoid cluster clustery clutch cluther clutter cluttery clyer clyfaker clype
clypeal clypeate clypeole clypeus clysis clysma clysmian clysmic clyster
cnemial cnemis cnicin cnida cnidocil cnidopod cnidosac cnidosis coabode
coabound coabsume coach coachee coacher coachful coaching coachlet coachman
coachway coachy coact coaction coactive coactor coadapt coadjust coadjute
coadmire coadmit coadnate coadore coadvice coaged coagency coagent coagment
coagula coagulin coagulum coaid coaita coak coakum coal coalbag coalbin
coalbox coaler coalesce coalfish coalhole coalify coalize coalizer coalless
coalpit coalrake coalsack coaly coalyard coaming coannex coappear coapt
coaptate coarb coardent coarse coarsely coarsen coarsish coascend coassert
coassist coassume coast coastal coaster coasting coastman coat coated coatee
coater coati coatie coating coatless coatroom coattail coattend coattest
coauthor coax coaxal coaxer coaxial coaxing coaxy cobaea cobalt cobaltic
cobang cobbed cobber cobberer cobbing cobble cobbler cobblery cobbling cobbly
cobbra cobby cobcab cobego cobelief coberger cobewail cobhead cobia cobiron
cobishop coble cobleman cobless cobloaf cobnut cobola cobourg cobra cobstone
coburg cobweb cobwebby cobwork coca cocaine cocamine cocash cocause coccagee
coccal coccerin cocci coccid coccidia cocco coccoid coccous coccule cocculus
coccus coccyges coccyx cochal cochief cochlea cochlear cock cockade cockaded
cockal cockatoo cockawee cockbell cockbill cockbird cockboat cockcrow cocked
cocker cockerel cocket cockeye cockeyed cockhead cockily cocking cockish
cockle cockled cockler cocklet cockling cockloft cockly cockmate cockney
cockpit cockshot cockshut cockshy cockspur cocksure cocktail cockup cockweed
cocky coco cocoa cocoach cocobolo coconut cocoon cocorico cocoroot cocotte
cocowood cocowort cocreate coctile coction cocuisa cocullo cocuyo coda
codamine codbank codder codding coddle coddler code codebtor codecree codeine
codeless coder coderive codex codfish codger codhead codical codices codicil
codifier codify codilla codille codiniac codist codivine codling codman codo
codol codon codpiece codshead codworm coecal coecum coed coeditor coeffect
coelar coelder coelect coelho coelia coeliac coelian coelin coeline coelom
coeloma coelomic coembody coemploy coempt coemptor coenact coenamor coendear
coendure coengage coenjoy coenobe coenobic coenurus coenzyme coequal coequate
coerce coercer coercion coercive coestate coetus coeval coevally coexert
coexist coexpand coexpire coextend coextent cofactor cofaster cofather coff
coffee coffer cofferer coffin coffle coffret coft cogence cogency cogener
cogent cogently cogged cogger coggie cogging coggle coggledy cogglety coggly
coghle cogitant cogitate cogman cognac cognate cognatic cognitum cognize
cognizee cognizer cognizor cognomen cognosce cogon cogonal cograil cogroad
cogue cogway cogwheel cogwood cohabit coheir cohelper cohenite coherald cohere
coherent coherer cohesion cohesive cohibit coho cohoba cohobate cohol cohort
cohosh cohune coif coifed coiffure coign coigue coil coiled coiler coiling
coin coinable coinage coincide coiner coinfer coinhere coining coinmate
coinsure cointer cointise coiny coir coistrel coistril coital coition coiture
coitus cojudge cojuror coke cokelike cokeman coker cokernut cokery coking coky
cola colalgia colander colane colarin colate colation colature colauxe colback
colchyte cold colder coldish coldly coldness coldslaw cole coleader coleseed
coleslaw colessee colessor coletit coleur colewort coli colibri colic colical
colicky coliform colima colin colinear coling coliseum colitic colitis
coliuria colk coll collage collagen collapse collar collard collare collared
collaret collate collatee collator collaud collect colleen college colleger
collery collet colleter colletic colletin colley collide collie collied
collier colliery collin collinal colline colling collins collocal collock
collogue colloid collop colloped colloque colloquy collude colluder collum
colly collyba colmar colobin colobium coloboma colocola cololite colombin
colon colonate colonel colonial colonic colonist colonize colony colopexy
colophon color colorado colorant colorate colored colorer colorful colorin
coloring colorist colorize colorman colors colory coloss colossal colossi
colossus colotomy colove colp colpeo colpitis colport colpus colt colter
colthood coltish coltpixy coltskin colubrid colugo columbic columbin columbo
column columnal columnar columned columner colunar colure coly colyone
colyonic colytic colyum colza coma comacine comaker comal comamie comanic
comart comate comatose comatous comatula comb combaron combat combater combed
comber combfish combine combined combiner combing comble combless comboy
combure combust combwise comby come comeback comedial comedian comedic
comedist comedo comedown comedy comelily comeling comely comenic comer comes
comet cometary comether cometic cometoid comfit comfort comfrey comfy comic
comical comicry coming comingle comino comism comital comitant comitia
comitial comity comma command commando commatic commence commend comment
commerce commerge commie commit commix commixt commode common commoner
commoney commonly commons commonty commorth commot commove communa communal
commune communer commute commuter comoid comose comourn comous compact
compages company compare comparer compart compass compear compeer compel
compend compense compesce compete compile compiler compital compitum complain
complect complete complex complice complier complin complot comply compo
compoer compole compone componed compony comport compos compose composed
composer compost compote compotor compound compreg compress comprest comprise
compter compute computer computus comrade conacre conal conamed conarial
conarium conation conative conatus conaxial concause concave concaver conceal
concede conceded conceder conceit conceity conceive concent concept concern
concert concerto conch concha conchal conchate conche conched concher conchoid
conchy concile concise conclave conclude concoct concolor concord concrete
concupy concur concurso concuss cond condemn condense condign condite condole
condoler condone condoner condor conduce conducer conduct conduit condylar
condyle condylos cone coned coneen conehead coneine conelet conenose conepate
coner cones confab confact confated confect conferee confess confide confider
confine confined confiner confirm confix conflate conflict conflow conflux
confocal conform confound confrere confriar confront confuse confused confute
confuter conga congeal congee congener conger congeree congest congiary
congius conglobe congou congreet congress congroid conic conical conicine
conicity conicle conicoid conics conidia conidial conidian conidium conifer
coniform conima conimene conin conine coniosis conject conjoin conjoint
conjugal conjunct conjure conjurer conjuror conjury conk conkanee conker
conkers conky conn connach connatal connate connect conner connex connexus
conning connive conniver connote conodont conoid conoidal conoidic conopid
conormal conplane conquer conquest conquian conred consent conserve consider
consign consist consol console consoler consomme consort consound conspire
conspue constant constat constate construe consuete consul consular consult
consume consumer consumpt consute contact contain contango conte contect
contemn contempt content contents conter contest context continue contise
contline conto contort contour contra contract contrail contrary contrast
contrate contrite contrive control contund contuse conubium conure conus
conusant conusee conusor conuzee conuzor convect convene convenee convener
convent converge converse convert conveth convex convexed convexly convey
conveyal conveyer convict convince convival convive convoke convoker convolve
convoy convulse cony conyrine cooba coodle cooee cooer coof cooing cooingly
cooja cook cookable cookbook cookdom cookee cookeite cooker cookery cooking
cookish cookless cookmaid cookout cookroom cookshop cooky cool coolant coolen
cooler coolibah coolie cooling coolish coolly coolness coolth coolung coolweed
coolwort cooly coom coomb coomy coon cooncan coonily coonroot coonskin
coontail coontie coony coop cooper coopery cooree coorie cooser coost coot
cooter cootfoot coothay cootie copa copable copaene copaiba copaibic copaivic
copaiye copal copalche copalite copalm coparent copart coparty copastor
copatain copatron cope copei copelate copeman copemate copen copepod coper
coperta copesman cophasal cophosis copiable copied copier copilot coping
copiopia copious copis copist copita coplanar copolar copped copper copperas
copperer coppery coppet coppice coppiced coppin copping copple coppled coppy
copr copra copremia copremic coprose copse copsing copsy copter copula copular
copulate copus copy copybook copycat copyhold copyism copyist copyman copywise
coque coquet coquetry coquette coquilla coquille coquina coquita coquito cora
corach coracial coracine coracle coracler coracoid corah coraise coral coraled
coralist corallet corallic corallum coram coranto corban corbeau corbeil
corbel corbie corbula corcass corcir cord cordage cordant cordate cordax
corded cordel cordelle corder cordial cordies cordiner cording cordite
corditis cordleaf cordoba cordon corduroy cordwain cordwood cordy cordyl core
corebel corector cored coredeem coregent coreid coreign coreless corella
coremium corer coresign coresort coretomy corf corge corgi corial coriin
corindon coring corinne corium cork corkage corke corked corker corking
corkish corkite corkwing corkwood corky corm cormel cormoid cormous cormus
corn cornage cornbell cornbin cornbird cornbole corncake corncob corncrib
cornea corneal cornein cornel corneous corner cornered cornerer cornet
cornetcy corneule corneum cornhusk cornic cornice cornicle cornific cornin
corning cornland cornless cornloft cornpipe cornrick cornroot cornu cornual
cornuate cornule cornute cornuted cornuto corny coroa corody corol corolla
corona coronach coronad coronae coronal coronale coronary coronate coroner
coronet coronion coronium coronize coronoid coronule corotomy corozo corp
corpora corporal corporas corps corpse corpsman corpus corrade corral correal
correct corrente corresol corridor corrie corrige corrival corrode corroder
corrupt corsac corsage corsaint corsair corse corselet corset corsetry corsie
corsite corta cortege cortex cortez cortical cortices cortin cortina coruco
coruler corundum corupay corver corvette corvetto corvina corvine corvoid
corydine coryl corylin corymb corymbed corynine coryphee coryza cosalite
cosaque cosavior coscet coseat cosec cosecant cosech coseism coset cosh
cosharer cosheath cosher cosherer coshery cosigner cosily cosinage cosine
cosiness cosmesis cosmetic cosmic cosmical cosmism cosmist cosmos cosonant
coss cossas cosse cosset cossette cossid cossnent cost costa costal costally
costar costard costate costated costean coster costing costive costless costly
costmary costrel costula costume costumer costumic cosuffer cosuitor cosurety
cosy cotarius cotch cote coteful coteline coteller cotenant cotenure coterell
coterie coth cothe cothish cothon cothurn cothy cotidal cotingid cotise
cotland cotman coto cotoin cotonier cotoro cotquean cotrine cotset cotsetla
cotsetle cotta cottabus cottage cottaged cottager cottagey cotte cotted cotter
cotterel cottid cottier cottoid cotton cottonee cottoner cottony cotty cotuit
cotula cotutor cotwin cotwist cotyla cotylar cotyloid cotype couac coucal
couch couchant couched couchee coucher couching couchy coude coudee coue
cougar cough cougher cougnar coul could couldron coulee coulisse coulomb
coulure couma coumalic coumalin coumara coumaran coumaric coumarin coumarou
council counite counsel count countdom counter countess counting countor
country county coup coupage coupe couped coupee coupelet couper couple coupled
coupler couplet coupling coupon couponed coupure courage courager courant
courante courap courb courbash courge courida courier couril courlan course
coursed courser coursing court courtepy courter courtesy courtier courtin
courtlet courtly courtman couscous cousin cousinly cousinry cousiny coutel
coutelle couter couth couthie couthily coutil couvade couxia covado covalent
covassal cove coved covenant covent cover coverage covercle covered coverer
covering coverlet coverlid coversed covert covertly covet coveter coveting
covetous covey covid covin coving covinous covisit covite covolume covotary
cowal coward cowardly cowardy cowbane cowbell cowberry cowbind cowbird cowboy
cowdie coween cower cowfish cowgate cowgram cowhage cowheart cowheel cowherb
cowherd cowhide cowhorn cowish cowitch cowl cowle cowled cowleech cowlick
cowlicks cowlike cowling cowman cowpath cowpea cowpen cowpock cowpox cowquake
cowrie cowroid cowshed cowskin cowslip cowtail cowweed cowwheat cowy cowyard
coxa coxal coxalgia coxalgic coxbones coxcomb coxcomby coxite coxitis coxswain
coxy coyan coydog coyish coyly coyness coynye coyo coyol coyote coyoting coypu
coyure coze cozen cozenage cozener cozening cozier cozily coziness cozy crab
crabbed crabber crabbery crabbing crabby craber crabhole crablet crablike
crabman crabmill crabweed crabwise crabwood crack cracked cracker crackers
cracking crackjaw crackle crackled crackly cracknel crackpot cracky craddy
cradge cradle cradler cradling craft craftily crafty crag craggan cragged
craggily craggy craglike cragsman cragwork craichy crain craisey craizey
crajuru crake crakow cram cramasie crambe crambid cramble crambly crambo
crammer cramp cramped cramper crampet cramping crampon crampy cran cranage
crance crandall crane craneman craner craneway craney crania craniad cranial
cranian craniate cranic cranium crank cranked cranker crankery crankily
crankle crankly crankman crankous crankpin crankum cranky crannage crannied
crannock crannog cranny crantara crants crap crapaud crape crappie crappin
crapple crappo craps crapy crare crash crasher crasis crass crassier crassly
cratch cratches crate crateful crateman crater crateral cratered crateris
craunch cravat crave craven cravenly craver craving cravo craw crawdad
crawfish crawfoot crawful crawl crawler crawley crawling crawly crawm crawtae
crayer crayfish crayon craze crazed crazedly crazily crazy crazycat crea
creagh creaght creak creaker creakily creaky cream creamcup creamer creamery
creamily creamy creance creancer creant crease creaser creasing creasy creat
create creatic creatine creation creative creator creatrix creature crebrity
crebrous creche creddock credence credenda credent credenza credible credibly
credit creditor cree creed creedal creeded creedist creedite creek creeker
creeky creel creeler creem creen creep creepage creeper creepie creeping
creepy creese creesh creeshie creeshy cremate cremator cremone cremor cremorne
cremule crena crenate crenated crenel crenele creneled crenelet crenic
crenitic crenula creodont creole creolian creolism creolize creosol creosote
crepance crepe crepine crepitus crepon crept crepy crescent crescive cresegol
cresol cresolin cresotic cresoxy cress cressed cresset cresson cressy crest
crested cresting cresyl cresylic creta cretic cretify cretin cretinic cretion
cretonne crevalle crevasse crevice creviced crew crewel crewer crewless
crewman crib cribbage cribber cribbing cribble cribo cribral cribrate cribrose
cribwork cric crick cricket crickety crickey crickle cricoid cried crier criey
crig crile crime crimeful criminal crimine crimp crimpage crimper crimping
crimple crimpy crimson crimsony crin crinal crinated crine crined crinet
cringe cringer cringing cringle crinite crink crinkle crinkly crinoid crinose
crinula cripes cripple crippler cripply crises crisic crisis crisp crispate
crisped crisper crispily crispine crisping crisply crispy criss crissal
crissum crista cristate critch criteria crith critic critical critique
critling crizzle croak croaker croakily croaky croc crocard croceic crocein
croceine croceous crocetin croche crochet croci crocin crock crocker crockery
crocket crocky crocoite croconic crocus crocused croft crofter crofting crome
cromlech cromorna cromorne crone cronet cronish cronk crony crood croodle
crook crooked crooken crookle crool croon crooner crooning crop crophead
cropland cropman croppa cropper croppie croppy cropshin cropsick cropweed
croquet crore crosa crosier crosnes cross crossarm crossbar crossbow crosscut
crosse crossed crosser crossing crossite crosslet crossly crossrow crosstie
crossway crossweb crotal crotalic crotalo crotalum crotch crotched crotchet
crotchy crotin crotonic crotonyl crottels crottle crotyl crouch crouched
croucher croup croupade croupal croupe croupier croupily croupous croupy
crouse crousely crout croute crouton crow crowbait crowbar crowbill crowd
crowded crowder crowdy crower crowfoot crowhop crowing crowl crown crowned
crowner crownlet crowshay crowstep crowtoe croy croyden croydon croze crozer
crozzle crozzly crubeen cruce cruces cruche crucial crucian cruciate crucible
crucifer crucifix crucify crucilly crucily cruck crude crudely crudity
crudwort cruel cruelize cruelly cruels cruelty cruent cruet cruety cruise
cruiser cruisken cruive cruller crum crumb crumber crumble crumblet crumbly
crumby crumen crumenal crumlet crummie crummier crummock crummy crump crumper
crumpet crumple crumpled crumpler crumply crumpy crunch crunchy crunk crunkle
crunodal crunode crunt cruor crupper crural crureus crus crusade crusader
crusado cruse crush crushed crusher crushing crusie crusily crust crusta
crustade crustal crustate crusted cruster crustily crustose crusty crutch
crutched crutcher cruth crutter crux cruzeiro cryable crybaby crying cryingly
cryogen cryogeny cryolite cryosel cryostat crypt crypta cryptal crypted
cryptic cryptous crystal crystic csardas ctene ctenoid cuadra cuarenta cuarta
cubage cubangle cubanite cubatory cubature cubbing cubbish cubby cubbyyew
cubdom cube cubeb cubelet cuber cubhood cubi cubic cubica cubical cubicity
cubicle cubicly cubicone cubiform cubism cubist cubit cubital cubitale cubited
cubito cubitus cubocube cuboid cuboidal cuboides cuck cuckhold cuckold
cuckoldy cuckoo cucoline cuculine cuculla cucullus cuculoid cucumber cucurbit
cudava cudbear cudden cuddle cuddly cuddy cudgel cudgeler cudgerie cudweed
cueball cueca cueist cueman cuerda cuesta cuff cuffer cuffin cuffy cuffyism
cuinage cuir cuirass cuisine cuissard cuissart cuisse cuissen cuisten cuke
culbut culebra culet culeus culgee culicid culicide culicine culinary cull
culla cullage culler cullet culling cullion cullis cully culm culmen culminal
culmy culotte culottes culottic culpa culpable culpably culpose culprit cult
cultch cultic cultigen cultish cultism cultismo cultist cultivar cultrate
cultual cultural culture cultured cultus culver culverin culvert cumacean
cumal cumay cumbent cumber cumberer cumbha cumbly cumbre cumbrous cumbu cumene
cumenyl cumhal cumic cumidin cumidine cumin cuminal cuminic cuminoin cuminol
cuminole cuminyl cummer cummin cumol cump cumshaw cumulant cumular cumulate
cumuli cumulite cumulose cumulous cumulus cumyl cuneal cuneate cuneatic
cuneator cunette cuneus cungeboi cunila cunjah cunjer cunjevoi cunner cunning
cunye cuorin cupay cupboard cupcake cupel cupeler cupful cuphead cupidity
cupidon cupidone cupless cupmaker cupman cupmate cupola cupolar cupped cupper
cupping cuppy cupreine cuprene cupreous cupric cupride cuprite cuproid cuprose
cuprous cuprum cupseed cupstone cupula cupulate cupule curable curably curacao
curacy curare curarine curarize curassow curatage curate curatel curatess
curatial curatic curation curative curatize curator curatory curatrix curb
curbable curber curbing curbless curblike curby curcas curch curcumin curd
curdle curdler curdly curdwort curdy cure cureless curer curette curfew curial
curiate curiboca curie curin curine curing curio curiosa curioso curious
curite curium curl curled curledly curler curlew curlicue curlike curlily
curling curly curlycue curn curney curnock curple curr currach currack curragh
currant curratow currency current curricle curried currier curriery currish
curry cursal curse cursed cursedly curser curship cursitor cursive cursor
cursory curst curstful curstly cursus curt curtail curtain curtal curtate
curtesy curtly curtness curtsy curua curuba curucucu curule cururo curvant
curvate curve curved curvedly curver curvet curvital curvity curvous curvy
cuscus cusec cuselite cush cushag cushat cushaw cushion cushiony cushy cusie
cusinero cusk cusp cuspal cuspate cusped cuspid cuspidal cuspidor cuspule cuss
cussed cussedly cusser cusso custard custodee custodes custody custom customer
customs custumal cutaneal cutaway cutback cutch cutcher cute cutely cuteness
cutheal cuticle cuticula cutidure cutie cutin cutinize cutis cutitis cutlass
cutler cutlery cutlet cutling cutlips cutoff cutout cutover cutpurse cuttable
cuttage cuttail cuttanee cutted cutter cutting cuttle cuttler cuttoo cutty
cutup cutwater cutweed cutwork cutworm cuvette cuvy cuya cwierc cyan cyanate
cyanean cyanemia cyaneous cyanic cyanide cyanidin cyanin cyanine cyanite
cyanize cyanogen cyanol cyanole cyanopia cyanose cyanosed cyanosis cyanotic
cyanuret cyanuric cyanus cyath cyathium cyathoid cyathos cyathus cycad
cycadean cyclamen cyclamin cyclane cyclar cyclas cycle cyclecar cycledom
cyclene cycler cyclian cyclic cyclical cyclide cycling cyclism cyclist
cyclitic cyclitis cyclize cycloid cyclonal cyclone cyclonic cyclope cyclopes
cyclopia cyclopy cyclose cyclosis cyclus cydippid cydonium cyesis cygneous
cygnet cygnine cyke cylinder cylix cyllosis cyma cymaphen cymar cymation
cymatium cymba cymbal cymbaler cymbalo cymbalon cymbate cymbling cyme cymelet
cymene cymling cymogene cymoid cymose cymosely cymous cymule cymulose cynanche
cynaroid cynebot cynegild cynhyena cynic cynical cynicism cynicist cynipid
cynipoid cynism cynodont cynoid cynology cynosure cyphella cypraeid cypre
cypres cypress cyprine cyprinid cypsela cyrtopia cyrtosis cyrus cyst cystal
cysted cysteine cystic cystid cystine cystis cystitis cystoid cystoma cystose
cystous cytase cytasic cytisine cytitis cytocide cytocyst cytode cytoderm
cytogamy cytogene cytogeny cytoid cytolist cytology cytoma cytomere cyton
cytophil cytopyge cytosine cytosome cytost cytozoic cytozoon cytozyme cytula
cyzicene czar czardas czardom czarevna czarian czaric czarina czarish czarism
czarist czaritza czarship daalder dabb dabba dabber dabble dabbler dabbling
dabby dabchick dablet daboia daboya dabster dace dacite dacitic dacker dacoit
dacoity dacryoma dacryon dacryops dactyl dactylar dactylic dactylus dada dadap
dadder daddle daddock daddocky daddy daddynut dade dado daduchus daedal daemon
daemonic daemony daer daff daffery daffing daffish daffle daffodil daffy daft
daftlike daftly daftness dagaba dagame dagassa dagesh dagga dagger daggered
daggers daggle daggly daggy daghesh daglock dagoba dags dahabeah dahoon daidle
daidly daiker daikon daily daimen daimiate daimio daimon daimonic dain daincha
dainteth daintify daintily daintith dainty daira dairi dairy dairying dairyman
dais daisied daisy daitya daiva daker dakir daktylon daktylos dalar dale
daleman daler dalesman daleth dali dalk dallack dalle dalles dallier dally
dallying dalmatic dalt dalteen dalton dama damage damager damages daman damask
damasse damassin dambose dambrod dame damewort damiana damie damier damine
damlike dammar damme dammer dammish damn damnable damnably damned damner
damnify damning damnous damonico damp dampang damped dampen dampener damper
damping dampish damply dampness dampy damsel damson danaid danaide danaine
danaite danalite dance dancer dancery dancette dancing dand danda dander
dandify dandilly dandily dandle dandler dandling dandruff dandy dandydom
dandyish dandyism dandyize dang danger dangle dangler danglin dangling
danicism danio dank dankish dankly dankness danli danner dannock dansant
danseuse danta danton daoine daphnin daphnoid dapicho dapico dapifer dapper
dapperly dapple dappled darac daraf darat darbha darby dardaol dare dareall
dareful darer daresay darg dargah darger dargsman dargue dari daribah daric
daring daringly dariole dark darken darkener darkful darkish darkle darkling
darkly darkmans darkness darkroom darkskin darksome darky darling darn darned
darnel darner darnex darning daroga daroo darr darrein darshana darst dart
dartars darter darting dartle dartlike dartman dartoic dartoid dartos dartre
dartrose dartrous darts dartsman darzee dash dashed dashedly dashee dasheen
dasher dashing dashpot dashy dasi dasnt dassie dassy dastard dastur dasturi
dasyure data datable datably dataria datary datch datcha date dateless
datemark dater datil dating dation datiscin datival dative datively datolite
dattock datum daturic daturism daub daube dauber daubery daubing daubster
dauby daud daughter daunch dauncy daunt daunter daunting daunton dauphin
dauphine daut dautie dauw davach daven daver daverdy davit davoch davy davyne
dawdle dawdler dawdling dawdy dawish dawkin dawn dawning dawnlike dawnward
dawny dawtet dawtit dawut dayal daybeam dayberry dayblush daybook daybreak
daydawn daydream dayfly daygoing dayless daylight daylit daylong dayman
daymare daymark dayroom days dayshine daysman daystar daytale daytide daytime
daytimes dayward daywork daywrit daze dazed dazedly dazement dazingly dazy
dazzle dazzler deacon deaconal deaconry dead deadbeat deadborn deaden deadener
deader deadeye deadfall deadhead deading deadish deadlily deadline deadlock
deadly deadman deadmelt deadness deadpan deadpay deadwood deadwort deaerate
deaf deafen deafish deafly deafness deair deal dealable dealate dealated
dealbate dealer dealfish dealing dealt dean deaner deanery deaness deanship
dear dearborn dearie dearly dearness dearth dearthfu deary deash deasil death
deathbed deathday deathful deathify deathin deathly deathy deave deavely
debacle debadge debar debark debase debaser debate debater debating debauch
debby debeige deben debile debility debind debit debonair debord debosh
deboshed debouch debride debrief debris debruise debt debtee debtful debtless
debtor debunk debunker debus debut debutant decad decadal decadary decade
decadent decadic decadist decafid decagon decagram decal decamp decan decanal
decanate decane decani decant decanter decap decapod decapper decarch decarchy
decare decart decast decate decatize decatoic decator decatyl decay decayed
decayer decease deceased decedent deceit deceive deceiver decemfid decemvir
decenary decence decency decene decennal decennia decent decenter decently
decentre decenyl decern decess dechlore deciare decibel decide decided decider
decidua decidual decigram decil decile decima decimal decimate decimole
decipher decipium decision decisive deck decke decked deckel decker deckhead
deckie decking deckle deckload declaim declare declared declarer declass
declinal decline declined decliner declive declutch decoat decoct decoctum
decode decohere decoic decoke decolor decolour decorate decorist decorous
decorum decoy decoyer decoyman decream decrease decree decreer decreet
decrepit decretal decrete decretum decrew decrial decried decrier decrown
decry decuman decumana decumary decuple decuplet decuria decurion decurve
decury decus decussis decyl decylene decylic decyne dedendum dedicant dedicate
dedimus dedition dedo deduce deducive deduct deed deedbox deedeed deedful
deedily deedless deedy deem deemer deemie deemster deep deepen deepener
deeping deepish deeplier deeply deepmost deepness deepsome deer deerdog
deerfood deerhair deerherd deerhorn deerlet deermeat deerskin deerweed
deerwood deeryard deevey deface defacer defacing defalk defame defamed defamer
defassa defat default defease defeat defeater defecant defecate defect
defector defence defend defender defense defensor defer deferent deferral
deferred deferrer defiable defial defiance defiant defiber deficit defier
defilade defile defiled defiler defiling define defined definer definite
deflate deflator deflect deflesh deflex deflower defluent defluous defog
deforce deforcer deforest deform deformed deformer defoul defraud defray
defrayal defrayer defreeze defrock defrost deft deftly deftness defunct defuse
defusion defy degas degasify degasser degauss degerm degged degger deglaze
degorge degrade degraded degrader degrain degrease degree degu deguelin degum
degummer degust dehair dehairer dehisce dehorn dehorner dehors dehort dehorter
dehull dehusk deice deicer deicidal deicide deictic deific deifical deifier
deiform deify deign deink deinos deionize deiseal deism deist deistic deity
deject dejecta dejected dejectly dejerate dejeune dejeuner dekapode dekko
dekle deknight delaine delapse delate delater delation delator delawn delay
delayage delayer delayful delaying dele delead delectus delegacy delegant
delegate delenda delete deletion deletive deletory delf delft delible delicacy
delicate delict delictum delight delime delimit delint delinter deliracy
delirium deliver delivery dell deloul delouse delphine delta deltaic deltal
deltic deltoid delubrum delude deluder deludher deluding deluge delusion
delusive delusory deluster deluxe delve delver demagog demagogy demal demand
demander demarch demarchy demark demast deme demean demeanor demency dement
demented dementia demerit demersal demersed demesman demesne demi demibath
demibelt demibob demidog demidome demigod demihag demihigh demijohn demiking
demilion demilune demiman demimark demimonk deminude demiowl demiox demipike
demiram demirep demirobe demisang demise demiss demissly demisuit demit
demitint demitone demitube demiurge demivol demivolt demiwolf demob democrat
demoded demoid demolish demology demon demoness demoniac demonial demonian
demonic demonish demonism demonist demonize demonry demophil demos demote
demotic demotics demotion demotist demount dempster demulce demure demurely
demurity demurral demurrer demy demyship denarius denaro denary denat denature
denazify denda dendral dendric dendrite dendrobe dendroid dendron dene
denegate denehole dengue deniable denial denier denierer denim denizen dennet
denote denotive denounce dense densely densen denshare densher denshire
densify density dent dentagra dental dentale dentally dentary dentata dentate
dentated dentel dentelle denter dentex dentical denticle dentil dentile dentin
dentinal dentine dentist dentoid dentural denture denty denudant denudate
denude denuder deny deodand deodara deossify deota depa depaint depark depart
departed departer depas depass depencil depend depender depeople depeter
dephase depickle depict depicter depilate depilous deplane deplete deplore
deplored deplorer deploy deplume deplump depoh depolish depone deponent deport
deportee deporter deposal depose deposer deposit depot deprave depraved
depraver depress depreter deprint deprival deprive depriver depside depth
depthen depthing depurant depurate depute deputize deputy dequeen derah
deraign derail derailer derange deranged deranger derat derate derater deray
derby dere dereism derelict deric deride derider derision derisive derisory
derival derivant derivate derive derived deriver derm derma dermad dermal
dermatic dermic dermis dermitis dermoid dermol dern dernier derogate derout
derrick derride derries derry dertrum derust dervish desalt desand desaurin
descale descant descend descent descort describe descrier descript descrive
descry deseed deseret desert deserted deserter desertic deserve deserved
deserver desex desi desight design designed designee designer desilver
desinent desire desired desirer desirous desist desition desize desk desklike
deslime desma desman desmic desmid desmine desmitis desmogen desmoid desmoma
desmon desmosis desolate despair despect despisal despise despiser despite
despoil despond despot despotat despotic dess dessa dessert dessil destain
destine destiny destour destress destrier destroy desuete desugar desultor
desyatin desyl detach detached detacher detail detailed detailer detain
detainal detainer detar detassel detax detect detecter detector detenant
detent deter deterge detest detester dethrone detin detinet detinue detonate
detour detoxify detract detrain detrital detrited detritus detrude detrusor
detune detur deuce deuced deucedly deul deuteric deuteron deuton deva devachan
devadasi devall devaloka devalue devance devast devaster devata develin
develop devest deviable deviancy deviant deviate deviator device devil
devildom deviled deviler deviless devilet deviling devilish devilism devilize
devilkin devilman devilry deviltry devily devious devisal devise devisee
deviser devisor devoice devoid devoir devolute devolve devonite devote devoted
devotee devoter devotion devour devourer devout devoutly devow devvel dewan
dewanee dewater dewax dewbeam dewberry dewclaw dewcup dewdamp dewdrop dewer
dewfall dewily dewiness dewlap dewless dewlight dewlike dewool deworm dewret
dewtry dewworm dewy dexter dextrad dextral dextran dextrin dextro dextrose
dextrous deyhouse deyship deywoman dezinc dhabb dhai dhak dhamnoo dhan dhangar
dhanuk dhanush dharana dharani dharma dharna dhaura dhauri dhava dhaw dheri
dhobi dhole dhoni dhoon dhoti dhoul dhow dhunchee dhunchi dhurra dhyal dhyana
diabase diabasic diabetes diabetic diabolic diacetic diacetin diacetyl diacid
diaclase diacle diacoele diaconal diaconia diacope diact diactin diadem
diaderm diadoche diaene diaglyph diagnose diagonal diagonic diagram diagraph
dial dialect dialer dialin dialing dialist dialkyl diallage diallel diallyl
dialogic dialogue dialuric dialysis dialytic dialyze dialyzer diamb diambic
diameter diamide diamine diammine diamond dian diander dianilid dianite
dianodal diapalma diapase diapasm diapason diapause diapente diaper diaphane
diaphany diaphone diaphony diaphote diaplex diapnoic diapsid diarch diarchic
diarchy diarial diarian diarist diarize diarrhea diary diascope diascopy
diascord diaspine diaspore diastase diastem diastema diaster diastole diastral
diasyrm diatom diatomic diatomin diatonic diatoric diatreme diatribe diaulic
diaulos diaxial diaxon diazide diazine diazoate diazoic diazole diazoma
diazotic dibase dibasic dibatag dibber dibble dibbler dibbuk dibenzyl dibhole
diborate dibrach dibranch dibrom dibromid dibs dibstone dicalcic dicaryon
dicast dicastic dice dicebox dicecup diceman diceplay dicer dicerion dicerous
dicetyl dich dichas dichord dichoree dichotic dichroic dicing dick dickens
dicker dickey dicky diclinic dicolic dicolon dicot dicotyl dicrotal dicrotic
dicta dictate dictator dictic diction dictum dictynid dictyoid dicycle
dicyclic dicyemid didactic didactyl didapper didder diddle diddler diddy
didelph didepsid didie didine didle didna didnt didromy didst diductor didym
didymate didymia didymium didymoid didymous didymus didynamy dieb dieback
diedral diedric diehard dielike diem diemaker diene dier diesel diesis
diestock diet dietal dietary dieter dietetic diethyl dietic dietics dietine
dietist diewise diffame differ diffide difform diffract diffuse diffused
diffuser diffusor diformin digallic digamist digamma digammic digamous digamy
digenic digenous digeny digerent digest digested digester diggable digger
digging diggings dight dighter digit digital digitate digitize digitule
digitus diglot diglyph digmeat dignify dignity digonous digram digraph digress
digs digynian digynous dihalide dihalo dihedral dihedron dihybrid dihydric
dihydrol diiamb diiambus diiodide diiodo dika dikage dikamali dikaryon dike
diker dikeside diketo diketone dikkop dilatant dilatate dilate dilated dilater
dilation dilative dilator dilatory dildo dilemma diligent dilker dill dilli
dillier dilling dillseed dillue dilluer dillweed dilly dillyman dilo dilogy
diluent dilute diluted dilutee dilutely dilutent diluter dilution dilutive
dilutor diluvia diluvial diluvian diluvion diluvium dimber dimble dime dimer
dimeran dimeric dimeride dimerism dimerlie dimerous dimeter dimethyl dimetria
dimetric diminish diminute dimiss dimit dimity dimly dimmed dimmer dimmest
dimmet dimmish dimness dimoric dimorph dimple dimply dimps dimpsy dimyaric
dinamode dinar dinder dindle dine diner dineric dinero dinette dineuric ding
dingar dingbat dingdong dinge dingee dinghee dinghy dingily dingle dingly
dingmaul dingo dingus dingy dinheiro dinic dinical dining dinitril dinitro
dink dinkey dinkum dinky dinmont dinner dinnerly dinnery dinomic dinosaur
dinsome dint dintless dinus diobely diobol diocesan diocese diode diodont
dioecian dioecism dioecy dioicous diol diolefin dionise dionym dionymal
diopside dioptase diopter dioptra dioptral dioptric dioptry diorama dioramic
diorite dioritic diose diosmin diosmose diota diotic diovular dioxane dioxide
dioxime dioxy dipeptid dipetto diphase diphaser diphasic diphead diphenol
diphenyl diplanar diplasic diplegia dipleura diplex diploe diploic diploid
diploidy diplois diploma diplomat diplont diplopia diplopic diplopod diplopy
diplosis dipnoan dipnoid dipnoous dipode dipodic dipody dipolar dipole diporpa
dipped dipper dipping dipropyl dipsas dipsetic dipsey dipsosis dipter dipterad
dipteral dipteran dipteron dipteros diptote diptych dipware dipygus dipylon
dipyre dird dirdum dire direct directed directer directly director direful
direly dirempt direness dirge dirgeful dirgeman dirgler dirhem dirigent
diriment dirk dirl dirndl dirt dirtbird dirten dirtily dirty disable disabled
disabuse disadorn disagio disagree disalign disalike disallow disally disannex
disannul disarm disarmed disarmer disarray disaster disavow disawa disazo
disband disbar disbark disbench disbloom disbody disbosom disbowel disbrain
disbud disburse disbury disc discage discal discard discase discept discern
discerp discharm dischase discinct disciple discitis disclaim disclass
disclike disclose discloud discoach discoid discolor discord discount discous
discover discreet discrete discrown discus discuss disdain disdiazo disdub
disease diseased disedge disedify diselder disembed diseme disemic disenact
disendow disenjoy disennui disfaith disfame disfavor disfen disflesh disfriar
disfrock disgavel disgig disglut disgood disgorge disgown disgrace disgrade
disguise disgulf disgust dish disheart dished dishelm disher disherit dishevel
dishful dishlike dishling dishome dishonor dishorn dishorse dishouse dishpan
dishrag disilane disinter disject disjoin disjoint disjunct disjune disk
diskless disklike disleaf dislike disliker dislimn dislink dislip disload
dislodge dislove disloyal dismain dismal dismally disman dismark dismask
dismast dismay dismayed disme dismiss dismoded dismount disna disnest disnew
disniche disnosed disobey disodic disodium disomic disomus disorb disorder
disown dispark dispart dispatch dispeace dispel dispend dispense dispermy
disperse dispetal dispiece dispirit displace displant display displume dispone
disponee disponer dispope disport disposal dispose disposed disposer dispost
dispread disprize disproof disprove dispulp dispunct dispute disputer disquiet
disrank disrate disring disrobe disrober disroof disroost disroot disrump
disrupt diss disseat dissect disseize dissent dissert disserve dissever
dissight dissolve dissoul dissuade dissuit distad distaff distain distal
distale distally distance distancy distant distaste distater distend distent
disthene distich distill distinct distome distort distract distrain distrait
distress district distrust distune disturb disturn disunify disunion disunite
disunity disusage disuse disvalue disvoice diswench diswood disworth disyoke
dita dital ditch ditchbur ditcher dite diter dithecal ditheism ditheist dither
dithery dithioic dithion dithymol ditokous ditolyl ditone ditremid ditroite
dittamy dittany dittay dittied ditto ditty diureide diuresis diuretic diurnal
diurne diurnule diva divagate divalent divan divata dive divel diver diverge
divers diverse diversly divert diverter divertor divest divide divided
dividend divider dividing dividual divinail divine divinely diviner diving
divinify divining divinity divinize divinyl division divisive divisor divisory
divorce divorcee divorcer divot divoto divulge divulger divulse divulsor divus
divvy diwata dixenite dixie dixit dixy dizain dizen dizoic dizzard dizzily
dizzy djasakid djave djehad djerib djersa doab doable doarium doat doated
doater doating doatish dobbed dobber dobbin dobbing dobby dobe dobla doblon
dobra dobrao dobson doby docent dochmiac dochmius docible docile docilely
docility docimasy docity dock dockage docken docker docket dockhead dockize
dockland dockman dockside dockyard docmac docosane doctor doctoral doctorly
doctress doctrine doctrix document dodd doddart dodded dodder doddered
dodderer doddery doddie dodding doddle doddy dodecade dodecane dodecant
dodecyl dodge dodgeful dodger dodgery dodgily dodgy dodkin dodlet dodman dodo
dodoism dodrans doebird doeglic doegling doer does doeskin doesnt doest doff
doffer dogal dogate dogbane dogberry dogbite dogblow dogboat dogbolt dogbush
dogcart dogdom doge dogedom dogeless dogeship dogface dogfall dogfight dogfish
dogfoot dogged doggedly dogger doggerel doggery doggess doggish doggo doggone
doggoned doggrel doggy doghead doghole doghood doghouse dogie dogless doglike
dogly dogma dogman dogmata dogmatic dogmouth dogplate dogproof dogs dogship
dogshore dogskin dogsleep dogstone dogtail dogtie dogtooth dogtrick dogtrot
dogvane dogwatch dogwood dogy doigt doiled doily doina doing doings doit
doited doitkin doke dokhma dola dolabra dolcan dolcian dolciano dolcino
doldrum doldrums dole dolefish doleful dolefuls dolent dolently dolerite
dolesman dolesome doless doli dolia dolichos dolina doline dolium doll dollar
dollbeer dolldom dollface dollfish dollhood dollier dollish dollop dollship
dolly dollyman dollyway dolman dolmen dolmenic dolomite dolomize dolor
dolorous dolose dolous dolphin dolt dolthead doltish domain domainal domal
domanial domatium domba dome domelike doment domer domesday domestic domett
domic domical domicile dominant dominate domine domineer dominial dominie
dominion dominium domino dominus domite domitic domn domnei domoid dompt domy
donable donary donatary donate donated donatee donation donative donator
donatory donax doncella done donee doney dong donga dongon donjon donkey donna
donnered donnert donnish donnism donnot donor donought donship donsie dont
donum doob doocot doodab doodad doodle doodler dooja dook dooket dookit dool
doolee dooley dooli doolie dooly doom doomage doombook doomer doomful dooms
doomsday doomsman doon door doorba doorbell doorboy doorcase doored doorhead
doorjamb doorknob doorless doorlike doormaid doorman doornail doorpost
doorsill doorstep doorstop doorward doorway doorweed doorwise dooryard dopa
dopatta dope dopebook doper dopester dopey dopper doppia dorab dorad dorado
doree dorhawk doria dorje dorlach dorlot dorm dormancy dormant dormer dormered
dormie dormient dormouse dormy dorn dorneck dornic dornick dornock dorp dorsad
dorsal dorsale dorsalis dorsally dorsel dorser dorsulum dorsum dorter dorts
dorty doruck dory dosa dosadh dosage dose doser dosis dosology doss dossal
dossel dosser dosseret dossier dossil dossman dotage dotal dotard dotardly
dotardy dotate dotation dotchin dote doted doter dotiness doting dotingly
dotish dotkin dotless dotlike dotted dotter dotterel dottily dotting dottle
dottler dotty doty douar double doubled doubler doublet doublets doubling
doubloon doubly doubt doubter doubtful doubting doubtous douc douce doucely
doucet douche doucin doucine doudle dough doughboy doughman doughnut dought
doughty doughy doum doundake doup douping dour dourine dourly dourness douse
douser dout douter doutous douzieme dove dovecot dovefoot dovekey dovekie
dovelet dovelike doveling dover dovetail doveweed dovewood dovish dowable
dowager dowcet dowd dowdily dowdy dowdyish dowdyism dowed dowel dower doweral
doweress dowery dowf dowie dowily dowiness dowitch dowl dowlas dowless down
downbear downbeat downby downcast downcome downcry downcut downdale downer
downface downfall downfeed downflow downfold downgate downgone downhaul
downhill downily downland downless downlie downlier downlike downline downmost
downness downpour downrush downset downside downslip downsman downtake
downtown downturn downward downway downweed downwind downwith downy dowp dowry
dowsabel dowse dowser dowset doxa doxastic doxology doxy doze dozed dozen
dozener dozenth dozer dozily doziness dozy dozzled drab drabbet drabbish
drabble drabbler drabby drably drabness drachm drachma drachmae drachmai
drachmal dracma draconic draff draffman draffy draft draftage draftee drafter
draftily drafting draftman drafty drag dragade dragbar dragbolt dragged
dragger draggily dragging draggle draggly draggy dragline dragman dragnet
drago dragoman dragon dragonet dragoon dragrope dragsaw dragsman drail drain
drainage draine drained drainer drainman draisine drake dram drama dramatic
dramm drammage dramme drammed drammer dramming drammock dramshop drang drank
drant drapable drape draper drapery drapping drassid drastic drat drate
dratted dratting draught draughts dravya draw drawable drawarm drawback
drawbar drawbeam drawbolt drawbore drawboy drawcut drawdown drawee drawer
drawers drawfile drawgate drawgear drawhead drawing drawk drawknot drawl
drawler drawling drawlink drawloom drawly drawn drawnet drawoff drawout
drawrod drawspan drawstop drawtube dray drayage drayman drazel dread dreader
dreadful dreadly dream dreamage dreamer dreamery dreamful dreamily dreamish
dreamlet dreamlit dreamsy dreamt dreamy drear drearily drearly dreary dredge
dredger dredging dree dreep dreepy dreg dreggily dreggish dreggy dregless
dregs dreiling drench drencher dreng drengage dress dressage dressed dresser
dressily dressing dressy drest drew drewite drias drib dribble dribbler
driblet driddle dried drier drierman driest drift driftage drifter drifting
driftlet driftman driftpin driftway drifty drightin drill driller drillet
drilling drillman dringle drink drinker drinking drinn drip dripper dripping
dripple drippy drisheen drisk drivable drivage drive drivel driveler driven
driver driveway driving drizzle drizzly drochuil droddum drofland drogh
drogher drogue droit droll drollery drollish drollist drolly drome drometer
dromic dromond dromos drona dronage drone droner drongo dronish drony drool
droop drooper drooping droopt droopy drop drophead droplet droplike dropling
dropman dropout dropper dropping droppy dropseed dropsied dropsy dropt
dropwise dropworm dropwort droshky drosky dross drossel drosser drossy drostdy
droud drought droughty drouk drove drover drovy drow drown drowner drowse
drowsily drowsy drub drubber drubbing drubbly drucken drudge drudger drudgery
drudgism druery drug drugger druggery drugget druggist druggy drugless drugman
drugshop druid druidess druidic druidism druidry druith drum drumbeat drumble
drumbler drumfire drumfish drumhead drumlike drumlin drumline drumloid drumly
drummer drumming drummy drumskin drumwood drung drungar drunk drunkard drunken
drunkery drupal drupe drupel drupelet drupeole drupetum druse drusy druxy
dryad dryadic dryas drybeard drycoal dryfoot dryhouse drying dryish dryly
dryness dryster dryth duad duadic dual duali dualin dualism dualist duality
dualize dually dualogue duarch duarchy dubash dubb dubba dubbah dubber dubbing
dubby dubiety dubious dubitant dubitate duboisin dubs ducal ducally ducamara
ducape ducat ducato ducatoon ducdame duces duchess duchesse duchy duck
duckbill duckboat ducker duckery duckfoot duckhood duckie ducking duckling
duckmeat duckpin duckpond duckweed duckwife duckwing duct ducted ductible
ductile duction ductless ductor ductule dudaim dudder duddery duddies dude
dudeen dudgeon dudine dudish dudism dudler dudley dudman duel dueler dueling
duelist duello dueness duenna duer duet duettist duff duffadar duffel duffer
duffing dufoil dufter duftery dugal dugdug duggler dugong dugout dugway duhat
duiker duim duit dujan duke dukedom dukeling dukely dukery dukeship dukhn
dukker dulbert dulcet dulcetly dulcian dulciana dulcify dulcimer dulcitol
dulcose duledge duler dulia dull dullard duller dullery dullhead dullify
dullish dullity dullness dullpate dullsome dully dulosis dulotic dulse
dulseman dult dultie dulwilly duly duma dumaist dumb dumba dumbbell dumbcow
dumbhead dumbly dumbness dumdum dumetose dumfound dummel dummered dummy
dummyism dumose dumosity dump dumpage dumpcart dumper dumpily dumping dumpish
dumple dumpling dumpoke dumpy dumsola dunair dunal dunbird dunce duncedom
duncery dunch duncical duncify duncish dunder dune dunelike dunfish dung
dungaree dungbeck dungbird dungbred dungeon dunger dunghill dungol dungon
dungy dungyard dunite dunk dunkadoo dunker dunlin dunnage dunne dunner dunness
dunnish dunnite dunnock dunny dunst dunt duntle duny duodena duodenal duodene
duodenum duodrama duograph duole duologue duomachy duopod duopoly duopsony
duotone duotype dupable dupe dupedom duper dupery dupion dupla duple duplet
duplex duplicia duplify duplone duppy dura durable durably durain dural
duramen durance durant duration durative durax durbar dure durene durenol
duress duressor durgan durian duridine during duringly durity durmast durn
duro durra durrie durrin durry durst durukuli durwaun duryl dusack duscle dush
dusio dusk dusken duskily duskish duskly duskness dusky dust dustbin dustbox
dustee duster dustfall dustily dusting dustless dustman dustpan dustuck dusty
dutch duteous dutiable dutied dutiful dutra duty duumvir duvet duvetyn duyker
dvaita dvandva dwale dwalm dwang dwarf dwarfish dwarfism dwarfy dwell dwelled
dweller dwelling dwelt dwindle dwine dyad dyadic dyarchic dyarchy dyaster dyce
dyeable dyehouse dyeing dyemaker dyer dyester dyestuff dyeware dyeweed dyewood
dygogram dying dyingly dyke dyker dynamic dynamics dynamis dynamism dynamist
dynamite dynamize dynamo dynast dynastid dynasty dynatron dyne dyophone
dyphone dysaphia dysbulia dysbulic dyschroa dysergia dysgenic dyslalia
dyslexia dyslogia dyslogy dysluite dyslysin dysnomy dysodile dysorexy dyspathy
dyspepsy dyspnea dyspneal dyspneic dyspnoic dyssnite dystaxia dystocia dystome
dystomic dysuria dysuric dytiscid dzeren each eager eagerly eagle eagless
eaglet eagre earache earbob earcap eardrop eardrum eared earful earhole earing
earjewel earl earlap earldom earless earlet earlike earlish earlock earlship
early earmark earn earner earnest earnful earning earnings earphone earpick
earpiece earplug earreach earring earscrew earshot earsore eartab earth
earthed earthen earthian earthkin earthly earthnut earthpea earthy earwax
earwig earwiggy earworm earwort ease easeful easel easeless easement easer
easier easiest easily easiness easing east easter easterly eastern easting
eastland eastmost eastward easy eatable eatage eatberry eaten eater eatery
eating eats eave eaved eavedrop eaver eaves ebbman ebeneous eboe ebon ebonist
ebonite ebonize ebony ebriate ebriety ebrious ebullate ebulus eburated eburine
eburnean eburnian ecad ecanda ecarte ecaudate ecbatic ecbole ecbolic ecclesia
eccrisis eccritic eccyesis ecdemic ecdemite ecderon ecdysis ecesic ecesis
ecgonine eche echea echelon echidna echinal echinate echinid echinite echinoid
echinus echiurid echo echoer echoic echoism echoist echoize echoless echowise
eciliate ecize ecklein eclair eclat eclectic eclegm eclegma eclipse eclipser
eclipsis ecliptic eclogite eclogue eclosion ecmnesia ecoid ecole ecologic
ecology economic economy ecophene ecostate ecotonal ecotone ecotype ecotypic
ecphore ecphoria ecrasite ecru ecstasis ecstasy ecstatic ectad ectal ectally
ectasia ectasis ectatic ectene ectental ecthyma ectiris ectocyst ectoderm
ectoglia ectoloph ectomere ectopia ectopic ectopy ectosarc ectosome ectozoa
ectozoan ectozoic ectozoon ectypal ectype ecumenic eczema edacious edacity
edaphic edaphon edder eddish eddo eddy eddyroot edea edeagra edeitis edema
edemic edenite edental edentate edeology edeotomy edestan edestin edge
edgebone edged edgeless edgeman edger edgerman edgeshot edgeways edgeweed
edgewise edginess edging edgingly edgrew edgy edible edict edictal edicule
edifice edifier edify edifying edit edital edition editor editress educable
educand educate educated educatee educator educe educible educive educt
eduction eductive eductor eegrass eelboat eelbob eelcake eeler eelery eelfare
eelfish eelgrass eellike eelpot eelpout eelshop eelskin eelspear eelware
eelworm eely eerie eerily eeriness eerisome effable efface effacer effect
effecter effector effects effendi efferent effete effetman efficacy effigial
effigy efflate efflower effluent effluvia efflux efform effort effulge effund
effuse effusion effusive efoliose eftest eftsoons egad egality egence egeran
egest egesta egestion egestive eggberry eggcup eggeater egger eggfish eggfruit
egghead egghot egging eggler eggless egglike eggnog eggplant eggshell eggy
egilops egipto eglatere egma egohood egoism egoist egoistic egoity egoize
egoizer egol egomania egomism egophony egotism egotist egotize egress egressor
egret egrimony egueiite eheu ehlite ehuawa eicosane eident eidently eider
eidetic eidolic eidolism eidology eidolon eight eighteen eighth eighthly
eighty eigne eimer einkorn eisodic either eject ejecta ejection ejective
ejector ejicient ejoo ekaboron ekaha eker ekerite eking ekka ekphore ektene
ektenes elabrate elaidate elaidic elaidin elain elaine elance eland elanet
elaphine elaphure elapid elapine elapoid elapse elastic elastica elastin
elastose elatcha elate elated elatedly elater elaterid elaterin elation
elative elator elbow elbowed elbower elbowy elcaja elchee elder elderly
elderman eldest eldin elding eldress eldritch elect electee election elective
electly elector electret electric electro electron electrum elegance elegancy
elegant elegiac elegiast elegist elegit elegize elegy eleidin element elemi
elemicin elemin elench elenchi elenchic elenctic elenge eleolite elephant
elevate elevated elevator eleven elevener eleventh elevon elfhood elfic elfin
elfish elfishly elfkin elfland elflike elflock elfship elfwife elfwort
eliasite elicit elicitor elide elidible eligible eligibly eliquate elision
elisor elite elixir elkhorn elkhound elkslip elkwood ellagate ellagic elle
elleck ellfish ellipse ellipses ellipsis elliptic ellops ellwand elmy elocular
elocute elod eloge elogium eloign eloigner elongate elope eloper elops
eloquent elotillo elpidite else elsehow elseways elsewhen elsewise elsin
eluate elude eluder elusion elusive elusory elute elution elutor eluvial
eluviate eluvium elvan elvanite elver elves elvet elvish elvishly elydoric
elysia elytral elytrin elytroid elytron elytrous elytrum emaciate emajagua
emanant emanate emanativ emanator emanium emarcid emball embalm embalmer
embank embar embargo embark embarras embarrel embassy embathe embattle embay
embed embeggar embelic ember embezzle embind embira embitter emblaze emblazer
emblazon emblem emblema emblic embodier embody embog embolden embole embolic
embolism embolite embolium embolize embolo embolum embolus emboly emborder
embosom emboss embosser embottle embound embow embowed embowel embower embox
embrace embracer embrail embright embroil embronze embrown embryo embryoid
embryoma embryon embryony embryous embubble embuia embus embusk embuskin emcee
emeer emend emendate emender emerald emeraude emerge emergent emerited
emeritus emerize emerse emersed emersion emery emesis emetic emetine emgalla
emiction emictory emigrant emigrate emigree eminence eminency eminent emir
emirate emirship emissary emissile emission emissive emit emittent emitter
emma emmarble emmarvel emmenic emmer emmet emodin emoloa emote emotion emotive
empacket empall empanel empaper empark empasm empathic empathy emperor empery
emphases emphasis emphatic empire empirema empiric empirics empirism emplace
emplane employ employed employee employer emplume empocket empodium empoison
emporia emporial emporium empower empress emprise empt emptier emptily
emptings emptins emption emptor empty emptysis empurple empyema empyemic
empyesis empyreal empyrean emulable emulant emulate emulator emulgent emulous
emulsify emulsin emulsion emulsive emulsoid emulsor emyd emydian enable
enabler enact enaction enactive enactor enactory enaena enage enalid enallage
enaluron enam enamber enambush enamdar enamel enameler enamor enamored
enanthem enapt enarbor enarbour enarch enarched enargite enarm enarme enate
enatic enation enbrave encaenia encage encake encallow encamp encanker
encarpus encase encash encauma encave encell encenter enchain enchair enchant
encharge enchase enchaser enchest enchurch encina encinal encinder encipher
encircle encist enclaret enclasp enclave enclisis enclitic encloak enclose
encloser enclothe encloud encoach encode encoffin encoil encolden encollar
encolor encolumn encomia encomic encomium encommon encoop encore encowl
encraal encradle encratic encraty encreel encrinal encrinic encrisp encroach
encrown encrust encrypt encumber encup encurl encyclic encyrtid encyst endable
endamage endamask endameba endanger endarch endarchy endaze endboard endbrain
endear endeared endeavor ended endemial endemic endemism ender endere endermic
enderon endevil endew endgate endiadem endiaper ending endite endive endless
endlong endmost endocarp endocone endocyst endoderm endogamy endogen endogeny
endome endopod endoral endore endorse endorsed endorsee endorser endosarc
endosome endoss endothys endotys endow endower endozoa endpiece endue endura
endurant endure endurer enduring endways endwise endyma endymal endysis
eneclann enema enemy energeia energic energid energism energist energize
energy enervate eneuch eneugh enface enfamous enfasten enfatico enfeeble
enfelon enfeoff enfester enfetter enfever enfigure enfilade enfile enfiled
enflesh enflower enfoil enfold enfolden enfolder enfonced enforce enforced
enforcer enfork enfoul enframe enfree enfrenzy enfuddle enfurrow engage
engaged engager engaging engaol engarb engarble engaud engaze engem engender
engild engine engineer enginery enginous engird engirdle engirt englad englobe
engloom englory englut englyn engobe engold engolden engore engorge engouled
engrace engraff engraft engrail engrain engram engramma engraphy engrasp
engrave engraved engraver engreen engrieve engroove engross enguard engulf
enhallow enhalo enhamper enhance enhanced enhancer enhat enhaunt enhearse
enheart enhedge enhelm enherit enhorror enhunger enhusk enhydros eniac enigma
enisle enjail enjamb enjambed enjelly enjewel enjoin enjoiner enjoy enjoyer
enjoying enkernel enkindle enkraal enlace enlard enlarge enlarged enlarger
enlaurel enleaf enleague enlief enlife enlight enlink enlist enlisted enlister
enliven enlock enlodge enmarble enmask enmass enmesh enmist enmity enmoss
enmuffle ennead enneadic enneagon enneatic ennerve enniche ennoble ennobler
ennoic ennomic ennui enocyte enodal enodally enoil enol enolate enolic enolize
enomania enomoty enoplan enorm enormity enormous enough enounce enow enplane
enquire enquirer enquiry enrace enrage enraged enrange enrank enrapt enravish
enray enrib enrich enricher enring enrive enrobe enrober enrol enroll enrolled
enrollee enroller enroot enrough enruin enrut ensaint ensample ensand ensandal
ensate enscene ensconce enscroll ense enseam enseat enseem ensemble enseraph
enserf ensete enshade enshadow enshawl enshell enshield enshrine enshroud
ensiform ensign ensigncy ensignry ensilage ensilate ensile ensilist ensilver
ensky enslave enslaver ensmall ensnare ensnarer ensnarl ensnow ensoul enspell
ensphere enspirit enstamp enstar enstate ensteel enstool enstore ensuable
ensuance ensuant ensue ensuer ensure ensurer enswathe ensweep entach entad
entail entailer ental entame entangle entasia entasis entelam entellus
entemple entente enter enteral enterate enterer enteria enteric entering
enteroid enteron enthalpy entheal enthetic enthral enthrall enthrone enthuse
entia entice enticer enticing entify entire entirely entirety entiris entitle
entity entocele entocone entocyst entoderm entohyal entoil entomb entomere
entomic entomion entomoid entone entopic entoptic entosarc entotic entozoa
entozoal entozoan entozoic entozoon entracte entrail entrails entrain entrance
entrant entrap entreat entreaty entree entrench entrepas entrepot entresol
entropy entrough entrust entry entryman entryway enturret entwine entwist
enure enuresis enuretic enurny envapor envapour envassal envault enveil
envelop envelope envenom enviable enviably envied envier envious environ
environs envisage envision envolume envoy envy envying enwallow enwiden enwind
enwisen enwoman enwomb enwood enwound enwrap enwrite enzone enzootic enzooty
enzym enzyme enzymic eoan eolation eolith eolithic eonism eophyte eophytic
eophyton eosate eoside eosin eosinate eosinic eozoon eozoonal epacmaic epacme
epacrid epact epactal epagoge epagogic epalpate epanodos epanody epappose
eparch eparchy epaule epaulet epaxial epee epeeist epeiric epeirid ependyma
ependyme epergne epha ephah ephebe ephebeum ephebic ephebos ephebus ephectic
ephelis ephemera ephetae ephete ephetic ephod ephor ephoral ephorate ephoric
ephorus ephydrid ephyra ephyrula epibasal epiblast epiblema epibole epibolic
epiboly epic epical epically epicalyx epicarid epicarp epicede epicele epicene
epichil epichile epicism epicist epicly epicoele epicolic epicotyl epicure
epicycle epicyte epidemic epidemy epiderm epiderma epidote epidotic epidural
epifocal epigamic epigeal epigean epigeic epigene epigenic epigeous epigonal
epigone epigonic epigonos epigram epigraph epigyne epigynum epigyny epihyal
epikeia epilate epilemma epilepsy epilobe epilogic epilogue epimacus epimer
epimeral epimere epimeric epimeron epimerum epimyth epinaos epinasty epinette
epinine epiotic epiphora epiphyte epipial epiplasm epiploce epiploic epiploon
epipolic epipubic epipubis episcope episodal episode episodic episperm
epispore epistlar epistle epistler epistoma epistome epistyle epitaph epitasis
epitela epitenon epitheca epithem epithet epithyme epitoke epitome epitomic
epitonic epitrite epitrope epiural epivalve epizoa epizoal epizoan epizoic
epizoon epoch epocha epochal epochism epochist epode epodic eponym eponymic
eponymus eponymy epopee epopoean epopoeia epopt epoptes epoptic epoptist epos
epsilon epsomite epulary epulis epulo epuloid epulosis epulotic epural epurate
epyllion equable equably equaeval equal equaling equalist equality equalize
equally equant equate equation equator equerry equiaxed equid equiform
equinate equine equinely equinia equinity equinox equinus equip equipaga
equipage equiped equipper equison equitant equites equitist equity equivote
equoid equuleus erade eradiate eral eranist erasable erase erased eraser
erasion erasure erbia erbium erdvark erect erecter erectile erecting erection
erective erectly erector erelong eremic eremital eremite eremitic erenach
erenow erepsin erept ereptase ereptic ereption erethic erethism erewhile ergal
ergamine ergasia ergastic ergates ergatoid ergmeter ergodic ergogram ergoism
ergology ergon ergostat ergot ergoted ergotic ergotin ergotism ergotist
ergotize ergusia eria eric ericad erical ericetal ericetum ericius ericoid
ericolin erigible erika erikite erineum erinite erinose erionite eristic erizo
erlking ermelin ermine ermined erminee ermines erminois erne erode eroded
erodent erodible erogenic erogeny eros erose erosely erosible erosion erosive
eroteme erotesis erotetic erotic erotica erotical erotism errable errabund
errancy errand errant errantly errantry errata erratic erratum errhine erring
erringly errite error errorful errorist ersatz erth erthen erthling erthly
eruc eruca erucic erucin eruct eruction erudit erudite erugate erumpent erupt
eruption eruptive eryngo erythema erythrin erythrol erythron esca escalade
escalado escalan escalate escalin escalop escambio escapade escapage escape
escapee escaper escapism escapist escarole escarp eschalot eschar eschara
escheat eschew eschewal eschewer escoba escobita escolar esconson escort
escortee escribe escrol escrow escruage escudo esculent esculin esdragol
eseptate esere eserine esexual eshin esker esne esodic esophagi esophago
esoteric esotery esotrope espadon espalier esparcet esparto espave especial
espial espier espinal espino esplees esponton espousal espouse espouser
espundia espy esquire essang essay essayer essayish essayism essayist essaylet
essed essence essency essentia essexite essling essoin essoinee essoiner
essonite essorant estacade estadal estadio estado estamene estamp estate
esteem esteemer ester esterase esterify esterize esterlin estevin esthesia
esthesio esthesis estimate estivage estival estivate estmark estoc estoile
estop estoppel estovers estrade estrange estray estre estreat estrepe estriate
estriche estrin estriol estrogen estrone estrous estrual estruate estuary
estufa estuous estus esurient etaballi etacism etacist etalon etamine etch
etcher etching eternal eternity eternize etesian ethal ethanal ethane ethanol
ethanoyl ethel ethene ethenic ethenoid ethenol ethenyl ether etherate ethereal
etherean ethered etheric etherify etherin etherion etherism etherize etherous
ethic ethical ethician ethicism ethicist ethicize ethics ethid ethide ethidene
ethine ethionic ethiops ethmoid ethnal ethnarch ethnic ethnical ethnicon
ethnize ethnos etholide ethology ethos ethoxide ethoxyl ethrog ethyl ethylate
ethylene ethylic ethylin ethyne ethynyl etiolate etiolin etiolize etiology
etna ettle etua etude etui etym etymic etymon etymonic etypic etypical euaster
eucaine eucalypt euchre euchred euchroic euchrome euchrone euclase eucolite
eucone euconic eucosmid eucrasia eucrasy eucrite euctical eucyclic eudaemon
euge eugenic eugenics eugenism eugenist eugenol eugeny euhedral eulachon
eulalia eulogia eulogic eulogism eulogist eulogium eulogize eulogy eulysite
eulytine eulytite eumenid eumerism eumycete eunicid eunomy eunuch eunuchal
eunuchry euonym euonymin euonymy euosmite euouae eupad eupathy eupatory
eupatrid eupepsia eupepsy eupeptic euphemy euphon euphone euphonia euphonic
euphonon euphony euphonym euphoria euphoric euphory euphrasy euphroe euphuism
euphuist euphuize eupione euploid euploidy eupnea eupraxia eupyrene eupyrion
eureka eurhodol euripus eurite eurobin europium euryon eurythmy eusol eustatic
eustyle eutannin eutaxic eutaxite eutaxy eutectic eutexia eutomous eutony
eutrophy eutropic euxenite evacuant evacuate evacue evacuee evadable evade
evader evaluate evalue evanesce evangel evanish evansite evase evasible
evasion evasive evechurr evection evejar evelight evelong even evendown evener
evenfall evenglow evening evenlong evenly evenmete evenness evens evensong
event eventful eventide eventime eventual evenwise eveque ever evermore
eversion eversive evert evertile evertor everwho every everyday everyhow
everyman everyone evestar evetide eveweed evict eviction evictor evidence
evident evil evildoer evilly evilness evince evincive evirate evisite evitable
evitate evittate evocable evocate evocator evoe evoke evoker evolute evolve
evolvent evolver evovae evulgate evulse evulsion evzone ewder ewelease ewer
ewerer ewery ewry exact exacter exacting exaction exactive exactly exactor
exalate exalt exalted exalter exam examen examine examinee examiner example
exanthem exarate exarch exarchal exarchy excalate excamb excamber excavate
excave excecate excedent exceed exceeder excel excelsin except exceptor
excerpt excess exchange excide exciple excipule excircle excise excision
excisor excitant excite excited exciter exciting excitive excitor excitory
exclaim exclave exclude excluder excresce excreta excretal excrete excreter
excretes excubant excudate excurse excursus excurved excusal excuse excuser
excusing excusive excuss excyst excysted exdie exeat execrate execute executed
executer executor executry exedent exedra exegeses exegesis exegete exegetic
exemplar exempt exequial exequy exercise exeresis exergual exergue exert
exertion exertive exes exeunt exfigure exflect exhalant exhale exhaust exhibit
exhort exhorter exhumate exhume exhumer exigence exigency exigent exigible
exiguity exiguous exilarch exile exiledom exiler exilian exilic exility
eximious exist existent exister exit exite exition exitus exlex exocarp
exocline exocoele exocone exocrine exode exoderm exodic exodist exodos
exodromy exodus exody exogamic exogamy exogen exogenic exogeny exolemma
exomion exomis exon exoner exonship exophagy exoplasm exopod exorable exorcise
exorcism exorcist exordia exordial exordium exordize exormia exosmic exosmose
exosperm exospore exostome exostra exoteric exotheca exotic exotism exotoxic
exotoxin expand expanded expander expanse expect expecter expede expedite
expel expellee expeller expend expender expense expert expertly expiable
expiate expiator expilate expirant expirate expire expiree expirer expiring
expiry explain explant explicit explode exploded exploder exploit explore
explorer expone exponent export exporter exposal expose exposed exposer
exposit exposure expound express expugn expulse expulser expunge expunger
expurge exradio exradius exrupeal exscind exsect exsector exsert exserted
exship exsurge extant extend extended extender extense extensor extensum
extent exter exterior extern external externe externum extima extinct extine
extispex extol extoll extoller extort extorter extra extract extrados extrait
extrared extreme extrorse extrude extruder extubate extund extusion exudate
exude exudence exult exultant exultet exumbral exundate exuviae exuvial
exuviate eyah eyalet eyas eyeball eyebalm eyebar eyebeam eyeberry eyeblink
eyebolt eyebree eyebrow eyecup eyed eyedness eyedot eyedrop eyeflap eyeful
eyeglass eyehole eyelash eyeless eyelet eyelid eyelight eyelike eyeline
eyemark eyen eyepiece eyepit eyepoint eyer eyereach eyeroot eyesalve eyeseed
eyeshade eyeshot eyesight eyesome eyesore eyespot eyestalk eyestone eyetooth
eyewash eyewater eyewear eyewink eyewort eyey eying eyne eyot eyoty eyra eyre
eyrie eyrir ezba fabella fabes fabiform fable fabled fabledom fableist fabler
fabliau fabling fabric fabular fabulist fabulous faburden facadal facade face
faceable faced faceless faceman facemark facer facet facete faceted facetely
facetiae facewise facework facia facial facially faciend facient facies facile
facilely facility facing facingly fack fackings fackins facks fact factable
factful faction factious factish factive factor factory factotum factrix
factual factum facture facty facula facular faculous faculty facund facy
fadable faddish faddism faddist faddle faddy fade fadeaway faded fadedly
fadeless faden fader fadge fading fadingly fady faerie faery faff faffle faffy
fagald fage fager fagger faggery fagging fagine fagot fagoter fagoting fagoty
faham fahlerz fahlore faience fail failing faille failure fain faineant fainly
fainness fains faint fainter faintful fainting faintish faintly faints fainty
faipule fair fairer fairgoer fairily fairing fairish fairlike fairling fairly
fairm fairness fairtime fairway fairy fairydom fairyish fairyism faith
faithful faitour fake fakement faker fakery fakiness fakir fakirism faky
falanaka falbala falcade falcate falcated falcer falces falchion falcial
falcon falconer falconet falconry falcula falcular faldage falderal faldfee
fall fallace fallacy fallage fallaway fallback fallen faller fallfish fallible
fallibly falling fallow falltime fallway fally falsary false falsely falsen
falser falsetto falsie falsify falsism faltboat faltche falter falterer
falutin falx famble fame fameful fameless familia familial familiar familism
familist family famine famish famous famously famulary famulus fana fanal
fanam fanatic fanback fancical fancied fancier fanciful fancify fancy fand
fandango fandom fanega fanegada fanfare fanfaron fanfoot fang fanged fangle
fangled fangless fanglet fangot fangy fanhouse faniente fanion fanioned
fanlight fanlike fanmaker fanman fannel fanner fannier fanning fanon fant
fantail fantasia fantasie fantast fantasy fantigue fantod fanweed fanwise
fanwork fanwort faon farad faradaic faraday faradic faradism faradize farasula
faraway farce farcer farcetta farcial farcical farcied farcify farcing farcist
farctate farcy farde fardel fardelet fardh fardo fare farer farewell farfara
farfel fargoing fargood farina faring farinose farish farl farleu farm
farmable farmage farmer farmery farmhold farming farmost farmtown farmy
farmyard farnesol farness faro farolito farrago farrand farreate farrier
farriery farrow farruca farsalah farse farseer farset farther farthest
farthing fasces fascet fascia fascial fasciate fascicle fascine fasciola
fasciole fascis fascism fascist fash fasher fashery fashion fashious fasinite
fass fast fasten fastener faster fasthold fasting fastish fastland fastness
fastuous fastus fatal fatalism fatalist fatality fatalize fatally fatbird fate
fated fateful fatelike fathead father fathered fatherly fathmur fathom
fathomer fatidic fatigue fatiha fatil fatless fatling fatly fatness fatsia
fattable fatten fattener fatter fattily fattish fattrels fatty fatuism fatuity
fatuoid fatuous fatwood faucal fauces faucet fauchard faucial faucitis faucre
faugh fauld fault faultage faulter faultful faultily faulting faulty faun
faunal faunally faunated faunish faunist faunlike faunule fause faust fauterer
fautor fauve favella faveolus faviform favilla favism favissa favn favonian
favor favored favorer favoress favoring favorite favose favosely favosite
favous favus fawn fawner fawnery fawning fawnlike fawnskin fawny fayalite
fayles faze fazenda feaberry feague feak feal fealty fear fearable feared
fearedly fearer fearful fearless fearsome feasance feasible feasibly feasor
feast feasten feaster feastful feat feather feathery featly featness featous
featural feature featured featy feaze feazings febrific febrile fecal fecalith
fecaloid feces feck feckful feckless feckly fecula feculent fecund feddan
federacy federal federate feeable feeble feebling feeblish feebly feed
feedable feedback feedbin feedbox feeder feedhead feeding feedman feedsman
feedway feedy feel feelable feeler feeless feeling feer feere feering feetage
feetless feeze fegary feif feigher feign feigned feigner feigning feil feint
feis feist feisty feldsher feldspar felicide felicity felid feliform feline
felinely felinity fell fellable fellage fellah fellahin fellatio fellen feller
fellic felling fellinic fellness felloe fellow fellside fellsman felly feloid
felon feloness felonry felony fels felsite felsitic felstone felt felted
felter felting feltlike feltness feltwork feltwort felty felucca felwort
female femalely femality femalize feme femerell femic femicide feminacy
feminal feminate feminie feminin feminine feminism feminist feminity feminize
femora femoral femur fenbank fenberry fence fenceful fencelet fencer fenchene
fenchone fenchyl fencible fencing fend fendable fender fendy fenestra fenite
fenks fenland fenman fennec fennel fennig fennish fenny fensive fent fenter
feod feodal feodary feoff feoffee feoffor feower feracity feral feralin ferash
ferdwit feretory feretrum ferfet feria ferial feridgi ferie ferine ferinely
ferity ferk ferling ferly fermail ferme ferment fermerer fermery fermila fern
fernbird ferned fernery ferngale fernland fernleaf fernless fernlike fernshaw
fernsick fernwort ferny ferocity feroher ferrado ferrate ferrated ferratin
ferrean ferreous ferret ferreter ferretto ferrety ferri ferriage ferric
ferrier ferrite ferrous ferrule ferruler ferrum ferry ferryman ferryway
fertile feru ferula ferule ferulic fervency fervent fervid fervidly fervor
fescue fess fessely fesswise fest festal festally fester festine festival
festive festoon festoony festuca fetal fetalism fetation fetch fetched fetcher
fetching feteless feterita fetial fetiales feticide fetid fetidity fetidly
fetish fetishic fetishry fetlock fetlow fetor fetter fetterer fetticus fettle
fettler fettling fetus feuage feuar feucht feud feudal feudally feudee feudist
feued feuille fever fevercup feveret feverfew fevergum feverish feverous
fewness fewsome fewter fewterer fewtrils feyness fezzed fezzy fiacre fiance
fiancee fiar fiard fiasco fiat fibber fibbery fibdom fiber fibered fiberize
fibril fibrilla fibrin fibrine fibroid fibroin fibroma fibrose fibrosis
fibrotic fibrous fibry fibster fibula fibulae fibular fibulare ficary fice
ficelle fiche fichu ficiform fickle ficklety fickly fico ficoid ficoides
fictile fiction fictious fictive fidalgo fidate fidation fiddle fiddler
fiddlery fiddley fiddling fide fideism fideist fidelity fidfad fidge fidget
fidgeter fidgety fidicula fiducia fiducial fiefdom field fielded fielder
fieldish fieldman fieldy fiend fiendful fiendish fiendism fiendly fient fierce
fiercely fiercen fierding fierily fiery fiesta fife fifer fifie fifish fifo
fifteen fifth fifthly fiftieth fifty figaro figbird figeater figent figged
figgery figging figgle figgy fight fighter fighting figless figlike figment
figshell figulate figuline figural figurant figurate figure figured figurer
figurial figurine figurism figurist figurize figury figworm figwort fike fikie
filace filacer filament filander filao filar filaria filarial filarian
filariid filasse filate filator filature filbert filch filcher filchery
filching file filefish filelike filemot filer filet filial filially filiate
filibeg filical filicic filicide filicin filicite filiety filiform filigree
filing filings filioque filippo filite fill fillable filled fillemot filler
fillet filleter filleul filling fillip fillmass fillock filly film filmable
filmdom filmet filmgoer filmic filmily filmish filmist filmize filmland
filmlike filmogen filmy filo filose fils filter filterer filth filthify
filthily filthy filtrate fimble fimbria fimbrial finable finagle finagler
final finale finalism finalist finality finalize finally finance finback finch
finched finchery find findable findal finder finding findjan fine fineable
finebent fineish fineleaf fineless finely finement fineness finer finery
finespun finesse finesser finetop finfish finfoot fingent finger fingered
fingerer fingery fingrigo finial finialed finical finicism finick finific
finify finikin finiking fining finis finish finished finisher finite finitely
finitive finitude finity finjan fink finkel finland finless finlet finlike
finnac finned finner finnesko finnip finny finochio fiord fiorded fiorin
fiorite fipenny fipple fique firca fire fireable firearm fireback fireball
firebird fireboat firebolt firebote firebox fireboy firebrat firebug fireburn
firecoat fired firedamp firedog firefall firefang firefly fireless firelike
fireling firelit firelock fireman fireplug firer fireroom firesafe fireside
firetail firetop firetrap fireweed firewood firework fireworm firing firk
firker firkin firlot firm firman firmance firmer firmly firmness firn firring
firry first firstly firth fisc fiscal fiscally fise fisetin fish fishable
fishback fishbed fishbolt fishbone fished fisher fishery fishet fisheye
fishfall fishful fishgig fishhood fishhook fishify fishily fishing fishless
fishlet fishlike fishline fishling fishman fishpond fishpool fishpot fishskin
fishtail fishway fishweed fishweir fishwife fishwood fishworm fishy fishyard
fisnoga fissate fissile fission fissiped fissive fissural fissure fissury fist
fisted fister fistful fistiana fistic fistical fistify fisting fistlike
fistmele fistnote fistuca fistula fistular fistule fistwise fisty fitch
fitched fitchee fitcher fitchery fitchet fitchew fitful fitfully fitly fitment
fitness fitout fitroot fittable fittage fitted fitten fitter fitters fittily
fitting fitty fitweed five fivebar fivefold fiveling fivepins fiver fives
fivesome fixable fixage fixate fixatif fixation fixative fixator fixature
fixed fixedly fixer fixidity fixing fixity fixture fixure fizgig fizz fizzer
fizzle fizzy fjarding fjeld fjerding flabbily flabby flabrum flaccid flack
flacked flacker flacket flaff flaffer flag flagboat flagfall flagger flaggery
flaggily flagging flaggish flaggy flagleaf flagless flaglet flaglike flagman
flagon flagonet flagpole flagrant flagroot flagship flagworm flail flair
flaith flak flakage flake flakelet flaker flakily flaky flam flamant flamb
flambeau flamberg flame flamed flamelet flamen flamenco flamer flamfew flaming
flamingo flammule flamy flan flancard flanch flanched flandan flane flange
flanger flank flankard flanked flanker flanking flanky flannel flannels
flanque flap flapcake flapdock flapjack flapper flare flaring flary flaser
flash flasher flashet flashily flashing flashly flashpan flashy flask flasker
flasket flasklet flasque flat flatboat flatcap flatcar flatdom flated flatfish
flatfoot flathat flathead flatiron flatland flatlet flatling flatly flatman
flatness flatnose flatten flatter flattery flattie flatting flattish flattop
flatus flatware flatway flatways flatweed flatwise flatwork flatworm flaught
flaunt flaunter flaunty flautino flautist flavedo flavic flavid flavin flavine
flavo flavone flavor flavored flavorer flavory flavour flaw flawed flawful
flawless flawn flawy flax flaxbush flaxdrop flaxen flaxlike flaxman flaxseed
flaxtail flaxweed flaxwife flaxwort flaxy flay flayer flea fleabane fleabite
fleadock fleam fleaseed fleaweed fleawood fleawort fleay flebile fleche fleck
flecken flecker fleckled flecky flecnode flection flector fled fledge fledgy
flee fleece fleeced fleecer fleech fleecily fleecy fleer fleerer fleering
fleet fleeter fleetful fleeting fleetly flemish flench flense flenser flerry
flesh fleshed fleshen flesher fleshful fleshing fleshly fleshpot fleshy flet
fletch fletcher flether fleuret fleury flew flewed flewit flews flex flexed
flexible flexibly flexile flexion flexor flexuose flexuous flexural flexure
flexured fley fleyedly fleyland fleysome flicflac flick flicker flickery
flicky flidder flier fligger flight flighted flighter flighty flimflam flimmer
flimp flimsily flimsy flinch flincher flinder flindosa flindosy fling flinger
flingy flinkite flint flinter flintify flintily flinty flioma flip flipe
flipjack flippant flipper flippery flirt flirter flirting flirtish flirty
flisk flisky flit flitch flitchen flite flitfold fliting flitter flittern
flitting flitwite flivver flix flixweed float floatage floater floating
floative floatman floaty flob flobby floc floccose floccule floccus flock
flocker flocking flockman flocky flocoon flodge floe floeberg floey flog
flogger flogging flogster flokite flong flood floodage flooded flooder
flooding floodlet floodway floody floor floorage floorer flooring floorman
floorway floozy flop flopover flopper floppers floppily floppy flopwing flora
floral florally floramor floran florate floreal floreate florence florent
flores floret floreted floretum floriate florican floricin florid floridly
florigen florikan floriken florin florist floroon florula flory floscule flosh
floss flosser flossing flossy flot flota flotage flotant flotilla flotsam
flounce flouncey flounder flour flourish floury flouse flout flouter flouting
flow flowable flowage flower flowered flowerer floweret flowery flowing flown
flowoff fluate fluavil flub flubdub flucan flue flued flueless fluellen
flueman fluency fluent fluently fluer fluework fluey fluff fluffer fluffily
fluffy fluible fluid fluidal fluidic fluidify fluidism fluidist fluidity
fluidize fluidly fluidram fluigram fluitant fluke fluked flukily fluking fluky
flume flumerin flummer flummery flummox flump flung flunk flunker flunky fluor
fluoran fluorate fluorene fluoric fluoride fluorine fluorite fluoroid fluoryl
flurn flurr flurried flurry flush flusher flushing flushy flusk flusker
fluster flustery flustrum flute fluted fluter flutina fluting flutist flutter
fluttery fluty fluvial fluviose flux fluxer fluxible fluxibly fluxile fluxion
fluxroot fluxweed flyable flyaway flyback flyball flybane flybelt flyblow
flyblown flyboat flyboy flyeater flyer flyflap flying flyingly flyleaf flyless
flyman flyness flypaper flype flyproof flyspeck flytail flytier flytrap flyway
flywheel flywinch flywort foal foalfoot foalhood foaly foam foambow foamer
foamily foaming foamless foamlike foamy focal focalize focally focaloid foci
focoids focsle focus focuser fodda fodder fodderer foder fodge fodgel fodient
foehn foeish foeless foelike foeman foeship fogbound fogbow fogdog fogdom
fogeater fogey fogfruit foggage fogged fogger foggily foggish foggy foghorn
fogle fogless fogman fogo fogon fogou fogproof fogram fogus fogy fogydom
fogyish fogyism fohat foible foil foilable foiler foiling foilsman foining
foison foist foister foisty foiter fold foldable foldage foldboat folded
foldedly folden folder folding foldless foldure foldy fole folia foliage
foliaged folial foliar foliary foliate foliated folie folio foliole foliose
foliot folious folium folk folkfree folkland folklore folkmoot folkmot
folkmote folksy folkway folky folles follicle folliful follis follow follower
folly foment fomenter fomes fomites fondak fondant fondish fondle fondler
fondlike fondling fondly fondness fondu fondue fonduk fonly fonnish fono fons
font fontal fontally fontanel fontange fonted fontful fontinal fontlet food
fooder foodful foodless foody foofaraw fool fooldom foolery fooless foolfish
fooling foolish foollike foolscap foolship fooner fooster foot footage
footback football footband footboy footed footeite footer footfall footfolk
footful footgear footgeld foothalt foothill foothold foothook foothot footing
footings footle footler footless footling footlock footman footmark footnote
footpace footpad footpath footpick footrail footrest footrill footroom
footrope foots footslog footsore footstep footwalk footwall footway footwear
footwork footworn footy fooyoung foozle foozler fopling foppery foppish foppy
fopship fora forage forager foralite foramen forane foraneen foray forayer
forb forbade forbar forbathe forbear forbid forbit forbled forblow forbore
forborne forbow forby force forced forcedly forceful forceps forcer forchase
forche forcible forcibly forcing forcipes ford fordable fordays fording
fordless fordo fordone fordwine fordy fore foreact forearm forebay forebear
forebitt forebode forebody foreboot forebush forecar forecast foreclaw
forecome forecool foredate foredawn foreday foredeck foredeep foredesk
foredone foredoom foredoor foreface forefeel forefelt forefin forefit foreflap
forefoot foregame foregate foregift foreglow forego foregoer foregone forehalf
forehall forehand forehard forehead forehear forehill forehold forehood
forehoof forehook foreign foreiron forekeel foreking foreknee foreknow forel
forelady foreland forelay foreleg forelimb forelive forelock forelook foreloop
foremade foreman foremark foremast foremean foremelt foremilk foremost
forename forenews forenoon forenote forensal forensic forepad forepale
forepart forepast forepaw forepeak foreplan forepole forepost foreran forerank
foreread forerib foreroom forerun foresaid foresail foresay foreseat foresee
foreseer foresend foreset foreship foreshoe foreshop foreshot foreshow
foreside foresign foresin foresing foreskin forest forestal forestay forested
forestem forestep forester forestry foresty foretack foretalk foretell
foretime foretold foretop foreturn foretype foreuse forever foreview forevow
forewarm forewarn foreween foreweep forewing forewish foreword foreworn
foreyard foreyear forfairn forfar forfare forfars forfault forfeit forfeits
forfend forge forged forgedly forgeful forgeman forger forgery forget forgie
forging forgive forgiver forgo forgoer forgot forgrow forgrown forhoo forhooy
forhow forinsec forint forjudge fork forkable forked forkedly forker forkful
forkhead forkless forklike forkman forktail forkwise forky forleft forlet
forlorn form formable formably formagen formal formally formant format formate
formazyl forme formed formedon formee formel formene formenic former formeret
formerly formful formiate formic formican formicid formin forming formless
formose formula formulae formular formule formwork formy formyl formylal
fornacic fornaxid fornenst fornent fornical forninst fornix forpet forpine
forpit forprise forrad forrard forride forrit forrue forsake forsaken forsaker
forset forslow forsooth forspeak forspend forswear forsworn fort forte forth
forthcut forthgo forthink forthy forties fortieth fortify fortin fortis
fortlet fortread fortress fortuity fortune fortuned forty forum forumize
forward forwards forwean forweend forwent forwoden fosh fosie fossa fossage
fossane fosse fossed fossette fossick fossil fossiled fossor fossula fossule
fossulet fostell foster fosterer fostress fotch fother fotmal fotui foud
fouette fougade fougasse fought foughten foughty foujdar foujdary foul foulage
foulard fouler fouling foulish foully foulness foulsome foumart foun found
founder foundery founding foundry fount fountain fountful four fourble fourche
fourchee fourcher fourer fourfold fourling fourre fourrier foursome fourteen
fourth fourther fourthly foussa foute fouter fouth fovea foveal foveate
foveated foveola foveole foveolet fowk fowl fowler fowlery fowlfoot fowling
foxbane foxberry foxchop foxer foxery foxfeet foxfish foxglove foxhole
foxhound foxily foxiness foxing foxish foxlike foxproof foxship foxskin
foxtail foxwood foxy foyaite foyaitic foyboat foyer foziness fozy frab frabbit
frabjous frabous fracas frache frack fracted fractile fraction fracture frae
fraghan fragile fragment fragrant fraid fraik frail frailish frailly frailty
fraise fraiser framable frame framea framed framer framing frammit frampler
frampold franc francisc francium franco frangent frangula frank franker
franking franklin frankly frantic franzy frap frappe frapping frasco frase
frasier frass frat fratch fratched fratcher fratchy frater fratery fratry
fraud fraudful fraughan fraught frawn fraxetin fraxin fray frayed frayedly
fraying frayn fraze frazer frazil frazzle freak freakdom freakery freakful
freakily freakish freaky fream freath freck frecken frecket freckle freckled
freckly frederik free freeboot freeborn freed freedman freedom freehand
freehold freeing freeish freelage freely freeman freeness freer freet freety
freeward freeway freewill freeze freezer freezing freight freir freit freity
fremd fremdly fremitus frenal frenate frenched frenetic frenular frenulum
frenum frenzied frenzy frequent frescade fresco frescoer fresh freshen freshet
freshish freshly freshman fresnel fresno fret fretful fretless fretsome frett
frettage frette fretted fretter fretting fretty fretum fretways fretwise
fretwork friable friand friar friarly friary frib fribble fribbler fribby
friction fried friend friended friendly frier frieze friezer friezy frig
frigate friggle fright frighten frighter frighty frigid frigidly frigoric
frijol frike frill frilled friller frillery frillily frilling frilly frim
fringe fringed fringent fringing fringy frippery frisca frisette frisk frisker
frisket friskful friskily frisking frisky frisolee frison frist frisure frit
frith frithbot frithles fritt fritter frivol frivoler frixion friz frize
frizer frizz frizzer frizzily frizzing frizzle frizzler frizzly frizzy frock
frocking froe frog frogbit frogeye frogface frogfish frogfoot frogged froggery
frogging froggish froggy froghood frogland frogleaf frogleg froglet froglike
frogling frogman frognose frogskin frogwort froise frolic frolicky frolicly
from fromward frond frondage fronded frondent frondlet frondose frondous front
frontad frontage frontal fronted fronter frontier fronting frontlet froom
frore frory frosh frost frostbow frosted froster frostily frosting frosty frot
froth frother frothily frothing frothy frotton froufrou frough froughy frounce
frow froward frower frowl frown frowner frownful frowning frowny frowst
frowsty frowy frowze frowzily frowzled frowzly frowzy froze frozen frozenly
fructed fructify fructose frugal frugally fruggan fruit fruitade fruitage
fruited fruiter fruitery fruitful fruiting fruition fruitist fruitive fruitlet
fruity frumenty frump frumpery frumpily frumpish frumple frumpy frush frustule
frustum frutify fryer fubby fubsy fucate fucation fuchsin fuchsine fuchsite
fuchsone fuci fucinita fucoid fucoidal fucosan fucose fucous fucus fuddle
fuddler fuder fudge fudger fudgy fuel fueler fuelizer fuerte fuff fuffy
fugacity fugal fugally fuggy fugient fugitate fugitive fugle fugleman fugler
fugu fugue fuguist fuidhir fuirdays fuji fulcral fulcrate fulcrum fulfill
fulgent fulgid fulgide fulgor fulgorid fulgural fulham fulicine fulk full
fullam fullback fuller fullery fullface fulling fullish fullness fullom fully
fulmar fulmine fulminic fulsome fulth fulvene fulvid fulvous fulwa fulyie
fulzie fumado fumage fumagine fumarate fumaric fumarine fumarium fumaroid
fumarole fumaryl fumatory fumble fumbler fumbling fume fumeless fumer fumeroot
fumet fumette fumewort fumiduct fumigant fumigate fumily fuminess fuming
fumingly fumitory fumose fumosity fumous fumously fumy function fund fundable
fundal funded funder fundi fundic funditor fundless funds fundungi fundus
funeral funerary funereal funest fungal fungate fungi fungian fungible fungic
fungin fungo fungoid fungose fungous fungus fungused fungusy funicle funicule
funiform funis funk funker funky funmaker funnel funneled funnily funny
funnyman funori funt furacity fural furan furanoid furazan furazane furbelow
furbish furca furcal furcate furcula furcular furculum furdel furfur furfural
furfuran furfuryl furiant furibund furied furify furil furilic furiosa furioso
furious furison furl furlable furler furless furlong furlough furnace furnacer
furnage furner furnish furoic furoid furoin furole furor furore furphy furred
furrier furriery furrily furring furrow furrower furrowy furry furstone
further furthest furtive furuncle fury furyl furze furzed furzery furzetop
furzy fusain fusarial fusarole fusate fusc fuscin fuscous fuse fused fusee
fuselage fuseplug fusht fusible fusibly fusiform fusil fusilier fusilly
fusinist fusion fusional fusoid fuss fusser fussify fussily fussock fussy fust
fustee fusteric fustet fustian fustic fustily fustin fustle fusty fusuma
fusure futchel fute futhorc futile futilely futility futilize futtock futural
future futuric futurism futurist futurity futurize futwa fuye fuze fuzz
fuzzball fuzzily fuzzy fyke fylfot fyrd gabbard gabber gabble gabbler gabbro
gabbroic gabbroid gabby gabelle gabelled gabeller gabgab gabi gabion gabioned
gable gablet gablock gaby gadabout gadbee gadbush gadded gadder gaddi gadding
gaddish gade gadfly gadge gadger gadget gadid gadinine gadling gadman gadoid
gadroon gadsman gaduin gadwall gaen gaet gaff gaffe gaffer gaffle gaffsman
gagate gage gageable gagee gageite gagelike gager gagger gaggery gaggle
gaggler gagman gagor gagroot gagtooth gahnite gaiassa gaiety gaily gain
gainable gainage gaincall gaincome gaine gainer gainful gaining gainless
gainly gains gainsay gainset gainsome gainst gainturn gair gairfish gaisling
gait gaited gaiter gaiting gaize gala galactan galactic galagala galah galanas
galanga galangin galant galany galapago galatea galaxian galaxy galban
galbanum galbulus gale galea galeage galeate galeated galee galeeny galegine
galeid galena galenic galenite galenoid galeoid galera galerum galerus galet
galewort galey galgal gali galilee galiot galipine galipot gall galla gallah
gallant gallate gallbush galleass galled gallein galleon galler gallery gallet
galley gallfly galliard gallic galline galling gallipot gallisin gallium
gallivat gallnut gallon galloner galloon gallop galloper gallous galloway
gallows galluses gallweed gallwort gally galoot galop galore galosh galp galt
galuchat galumph galuth galvanic galvayne galyac galyak gamahe gamashes
gamasid gamb gamba gambade gambado gambang gambeer gambeson gambet gambette
gambia gambier gambist gambit gamble gambler gambling gambodic gamboge
gambogic gambol gambrel gambroon gamdeboo game gamebag gameball gamecock
gameful gamelang gameless gamelike gamely gamene gameness gamesome gamester
gametal gamete gametic gametoid gamic gamily gamin gaminess gaming gaminish
gamma gammarid gammer gammerel gammick gammock gammon gammoner gammy gamobium
gamogony gamont gamori gamp gamphrel gamut gamy ganam ganch gander gandul
gandum gandurah gane ganef gang ganga gangan gangava gangdom gange ganger
ganggang ganging gangism gangland ganglia gangliac ganglial gangliar gangling
ganglion gangly gangman gangrel gangrene gangsman gangster gangtide gangue
gangway ganister ganja ganner gannet ganodont ganoid ganoidal ganoin ganosis
gansel gansey gansy gant ganta gantang gantlet gantline ganton gantries gantry
gantsl ganza ganzie gaol gaolbird gaoler gapa gape gaper gapes gapeseed
gapeworm gaping gapingly gapo gappy gapy gara garabato garad garage garance
garapata garava garawi garb garbage garbel garbell garbill garble garbler
garbless garbling garboard garboil garbure garce gardant gardeen garden
gardened gardener gardenin gardenly gardeny gardevin gardy gardyloo gare
garefowl gareh garetta garfish garganey garget gargety gargle gargol gargoyle
garial gariba garish garishly garland garle garlic garlicky garment garn
garnel garner garnet garneter garnets garnett garnetz garnice garniec garnish
garoo garookuh garrafa garran garret garreted garrison garrot garrote garroter
garrupa garse garsil garston garten garter gartered garth garthman garum
garvanzo garvey garvock gasbag gascromh gaseity gaselier gaseous gash gashes
gashful gashly gashouse gashy gasifier gasiform gasify gasket gaskin gasking
gaskins gasless gaslight gaslit gaslock gasmaker gasman gasoline gasp gasper
gasping gasproof gaspy gasser gassing gassy gast gastaldo gaster gastight
gastraea gastral gastric gastrin gastroid gastrula gasworks gata gatch gate
gateado gateage gated gateless gatelike gateman gatepost gater gateward
gateway gatewise gather gatherer gating gator gatter gaub gauby gauche
gauchely gaud gaudery gaudful gaudily gaudless gaudsman gaudy gaufer gauffer
gauffre gaufre gauge gauger gauging gaulding gaulin gault gaulter gaum gaumish
gaumless gaumlike gaumy gaun gaunt gaunted gauntlet gauntly gauntry gaunty
gaup gaupus gaur gaus gauss gaussage gauster gaut gauteite gauze gauzily gauzy
gavall gave gavel gaveler gavelman gavelock gavial gavotte gavyuti gawby
gawcie gawk gawkily gawkish gawky gawm gawn gawney gawsie gayal gayatri
gaybine gaycat gaydiang gayish gayment gayness gaysome gaywings gayyou gazabo
gaze gazebo gazee gazel gazeless gazelle gazement gazer gazettal gazette gazi
gazing gazingly gazogene gazon gazy gazzetta geal gean gear gearbox geared
gearing gearless gearman gearset gease geason geat gebang gebanga gebbie gebur
geck gecko geckoid geckotid gedackt gedanite gedder gedeckt gedrite geebong
geebung geejee geek geelbec geelhout geepound geerah geest geet geezer gegg
geggee gegger geggery gein geira geisha geison geitjie gekkonid gelable gelada
gelastic gelatin gelation gelatose geld geldable geldant gelder gelding gelid
gelidity gelidly gelilah gell gelly gelong gelose gelosin gelsemic gelt
gematria gemauve gemel gemeled gemellus geminate geminous gemless gemlike
gemma gemmae gemmate gemmeous gemmer gemmily gemmoid gemmula gemmule gemmy
gemot gemsbok gemsbuck gemshorn gemul gemuti gemwork gena genal genapp
genapper genarch genarcha gendarme gender genderer gene genear geneat geneki
genep genera general generale generall generant generate generic generous
genesial genesic genesis genet genetic genetics genetous genetrix geneva
genial genially genian genic genie genii genin genion genip genipa genipap
genisaro genista genital genitals genitive genitor genitory geniture genius
genizah genizero genocide genoese genom genome genomic genonema genos genotype
genovino genre genro gens genson gent genteel gentes genthite gentian gentile
gentilic gentisic gentisin gentle gently gentman gentrice gentry genty genu
genua genual genuflex genuine genus genys geobiont geobios geoblast geodal
geode geodesic geodesy geodete geodetic geodic geodist geoduck geoform
geogenic geogeny geognost geognosy geogonic geogony geoid geoidal geolatry
geologer geologic geology geomalic geomaly geomance geomancy geomant geometer
geometry geomoroi geomyid geonoma geophagy geophone geophyte geopolar geoponic
geopony georama georgic geoscopy geosid geoside geotaxis geotaxy geotherm
geotic geotical geotilla geotonic geotonus geotropy geoty gerah geranial
geranic geraniol geranium geranyl gerardia gerate gerated geratic geraty gerb
gerbe gerbil gercrow gereagle gerefa gerenda gerendum gerent gerenuk gerim
gerip germ germal german germane germanic germanyl germen germfree germin
germina germinal germing germless germlike germling germon germule germy
gernitz gerocomy geront gerontal gerontes gerontic geronto gers gersum gerund
gerusia gervao gerygone geryonid gesith gesneria gesning gesso gest gestant
gestate geste gested gesten gestic gestical gestion gestning gestural gesture
gesturer geta getah getaway gether getling getpenny gettable getter getting
getup geum gewgaw gewgawed gewgawry gewgawy geyan geyerite geyser geyseral
geyseric ghafir ghaist ghalva gharial gharnao gharry ghastily ghastly ghat
ghatti ghatwal ghatwazi ghazi ghazism ghebeta ghee gheleem gherkin ghetchoo
ghetti ghetto ghizite ghoom ghost ghostdom ghoster ghostess ghostily ghostish
ghostism ghostlet ghostly ghosty ghoul ghoulery ghoulish ghrush ghurry giant
giantess giantish giantism giantize giantly giantry giardia giarra giarre
gibaro gibbals gibbed gibber gibbet gibbles gibbon gibbose gibbous gibbsite
gibbus gibby gibe gibel gibelite giber gibing gibingly gibleh giblet giblets
gibstaff gibus giddap giddea giddify giddily giddy giddyish gidgee gied gien
giffgaff gift gifted giftedly giftie giftless giftling giftware gigantic
gigback gigelira gigeria gigerium gigful gigger giggish giggit giggle giggler
giggling gigglish giggly giglet gigliato giglot gigman gigmania gigmanic
gignate gigolo gigot gigsman gigster gigtree gigunu gilbert gild gildable
gilded gilden gilder gilding gilguy gilia gilim gill gillaroo gillbird gilled
giller gillie gilling gilliver gilly gilo gilpy gilse gilt giltcup gilthead
gilttail gimbal gimbaled gimble gimcrack gimel gimlet gimlety gimmal gimmer
gimmick gimp gimped gimper gimping ging ginger gingerin gingerly gingerol
gingery gingham gingili gingiva gingivae gingival ginglyni ginhouse gink
ginkgo ginned ginner ginners ginnery ginney ginning ginnle ginny ginseng
ginward giornata gipon gipper gipser gipsire giraffe girasol girasole girba
gird girder girding girdle girdler girdling girl girleen girlery girlhood
girlie girling girlish girlism girllike girly girn girny giro girr girse girsh
girsle girt girth girtline gisarme gish gisla gisler gist gitalin gith gitonin
gitoxin gittern gittith giustina give giveable giveaway given giver givey
giving gizz gizzard gizzen gizzern glabella glabrate glabrous glace glaceed
glaceing glacial glaciate glacier glacis glack glad gladden gladdon gladdy
glade gladeye gladful gladiate gladify gladii gladiola gladiole gladioli
gladius gladless gladly gladness gladsome glady glaga glaieul glaik glaiket
glair glairy glaister glaive glaived glaked glaky glam glamour glamoury glance
glancer glancing gland glanders glandes glandule glans glar glare glareole
glareous glarily glaring glarry glary glashan glass glassen glasser glasses
glassful glassie glassily glassine glassman glassy glaucin glaucine glaucoma
glaucous glaum glaumrie glaur glaury glaver glaze glazed glazen glazer glazier
glaziery glazily glazing glazy gleam gleamily gleaming gleamy glean gleaner
gleaning gleary gleba glebal glebe glebous glede gledy glee gleed gleeful
gleek gleeman gleesome gleet gleety gleg glegly glegness glen glenoid glent
glessite gleyde glia gliadin glial glib glibbery glibly glibness glidder
gliddery glide glider gliding gliff gliffing glime glimmer glimmery glimpse
glimpser glink glint glioma gliosa gliosis glirine glisk glisky glissade
glisten glister glitter glittery gloam gloaming gloat gloater gloating global
globally globate globated globe globed globelet globin globoid globose globous
globular globule globulet globulin globy glochid glochis gloea gloeal glom
glome glommox glomus glonoin glonoine gloom gloomful gloomily glooming gloomth
gloomy glop gloppen glor glore glorify gloriole glorious glory gloryful
glorying gloss glossa glossal glossary glossate glossed glosser glossic
glossily glossing glossist glossoid glossy glost glottal glottic glottid
glottis glout glove glover glovey gloving glow glower glowerer glowfly glowing
glowworm gloy gloze glozing glub glucase glucemia glucid glucide glucidic
glucina glucine glucinic glucinum gluck glucosan glucose glucosic glucosid
glucosin glue glued gluepot gluer gluey glug gluish glum gluma glumal glume
glumly glummy glumness glumose glump glumpily glumpish glumpy glunch glusid
gluside glut glutamic glutaric glutch gluteal glutelin gluten glutenin gluteus
glutin glutoid glutose glutter gluttery glutting glutton gluttony glyceric
glycerin glycerol glyceryl glycid glycide glycidic glycidol glycine glycinin
glycocin glycogen glycol glycolic glycolyl glyconic glyconin glycose glycosin
glycyl glyoxal glyoxim glyoxime glyoxyl glyph glyphic glyptic glyster gnabble
gnar gnarl gnarled gnarly gnash gnat gnathal gnathic gnathion gnathism
gnathite gnatling gnatsnap gnatter gnatty gnatworm gnaw gnawable gnawer
gnawing gnawn gneiss gneissic gneissy gnome gnomed gnomic gnomical gnomide
gnomish gnomist gnomon gnomonic gnosis gnostic goad goadsman goadster goaf
goal goalage goalee goalie goalless goanna goat goatbush goatee goateed
goatfish goatherd goatish goatland goatlike goatling goatly goatroot goatskin
goatweed goaty goave goback goban gobang gobbe gobber gobbet gobbin gobbing
gobble gobbler gobby gobelin gobi gobiid gobioid goblet gobleted goblin
gobline goblinry gobo gobony gobstick goburra goby gobylike gocart godchild
goddard godded goddess goddikin goddize gode godet godhead godhood godkin
godless godlet godlike godlily godling godly godmaker godmamma godown godpapa
godsend godship godson godwit goeduck goel goelism goer goes goetia goetic
goetical goety goff goffer goffered gofferer goffle gogga goggan goggle
goggled goggler gogglers goggly goglet gogo goiabada going goitcho goiter
goitered goitral goitrous gola golach goladar gold goldbug goldcup golden
goldenly golder goldfish goldhead goldie goldin goldish goldless goldlike
goldseed goldtail goldtit goldweed goldwork goldy golee golem golf golfdom
golfer goli goliard goliath golkakra golland gollar golly goloe golpe gomari
gomart gomashta gomavel gombay gombeen gombroon gomer gomeral gomlah gommelin
gomuti gonad gonadal gonadial gonadic gonaduct gonagra gonakie gonal gonalgia
gonapod gondang gondite gondola gondolet gone goneness goner gonesome gonfanon
gong gongman gonia goniac gonial goniale gonid gonidia gonidial gonidic
gonidium gonimic gonimium gonimous gonion gonitis gonium gonne gonocoel
gonocyte gonomere gonomery gonosome gonotome gonotype gony gonydeal gonydial
gonys goober good gooding goodish goodlike goodly goodman goodness goods
goodsome goodwife goodwill goody goodyear goodyish goodyism goof goofer
goofily goofy googly googol googul gook gool goolah gools gooma goon goondie
goonie goose gooseboy goosecap goosegog goosery goosish goosy gopher gopura
gora goracco goral goran gorb gorbal gorbelly gorbet gorble gorblimy gorce
gorcock gorcrow gore gorer gorevan gorfly gorge gorged gorgedly gorgelet
gorgeous gorger gorgerin gorget gorgeted gorglin gorgonin gorhen goric gorilla
gorily goriness goring gorlin gorlois gormaw gormed gorra gorraf gorry gorse
gorsedd gorsy gory gosain goschen gosh goshawk goslet gosling gosmore gospel
gospeler gospelly gospodar gosport gossamer gossan gossard gossip gossipee
gossiper gossipry gossipy gossoon gossy gossypol gotch gote gothite gotra
gotraja gotten gouaree gouge gouger goujon goulash goumi goup gourami gourd
gourde gourdful gourdy gourmand gourmet gousty gout goutify goutily goutish
goutte goutweed goutwort gouty gove govern governor gowan gowdnie gowf gowfer
gowiddie gowk gowked gowkedly gowkit gowl gown gownlet gownsman gowpen
goyazite goyim goyin goyle gozell gozzard grab grabber grabble grabbler
grabbots graben grabhook grace graceful gracer gracile gracilis gracioso
gracious grackle grad gradable gradal gradate graddan grade graded gradely
grader gradient gradin gradine grading gradual graduand graduate gradus graff
graffage graffer graffito grafship graft graftage graftdom grafted grafter
grafting graham grail grailer grailing grain grainage grained grainer grainery
graining grainman grainy graip graisse graith grallic gralline gralloch gram
grama gramarye grame graminin grammar gramme gramp grampa grampus granada
granage granary granate granatum granch grand grandam grandame granddad
grandee grandeur grandfer grandly grandma grandpa grandson grane grange
granger granilla granite granitic granjeno grank grannom granny grano granose
grant grantee granter grantor granula granular granule granulet granza
granzita grape graped grapeful grapelet grapery graph graphic graphics
graphite graphy graping grapnel grappa grapple grappler grapsoid grapy grasp
grasper grasping grass grassant grasscut grassed grasser grasset grasshop
grassing grassman grassnut grassy grat grate grateful grateman grater grather
gratify grating gratis gratten grattoir gratuity graupel gravamen grave graved
gravel gravelly gravely graveman graven graver gravic gravid gravidly graving
gravity gravure gravy grawls gray grayback graycoat grayfish grayfly grayhead
grayish graylag grayling grayly graymill grayness graypate grayware grazable
graze grazer grazier graziery grazing grease greaser greasily greasy great
greaten greater greatish greatly greave greaved greaves grebe grece gree greed
greedily greedy green greenage greener greenery greeney greenhew greening
greenish greenlet greenly greenth greenuk greeny greet greeter greeting
greffier gregal gregale grege greggle grego greige grein greisen gremial
gremlin grenade grenadin greund grew grey greyly greyness gribble grice grid
griddle griddler gride gridelin gridiron griece grieced grief griefful grieve
grieved griever grieving grievous griff griffade griffado griffaun griffe
griffin griffon grift grifter grig griggles grignet grigri grike grill
grillade grillage grille grilled griller grilse grim grimace grimacer grime
grimful grimily grimly grimme grimmish grimness grimp grimy grin grinagog
grinch grind grinder grindery grinding grindle gringo grinner grinning grinny
grintern grip gripe gripeful griper griphite griping gripless gripman gripment
grippal grippe gripper gripping gripple grippy gripsack gripy gris grisard
griseous grisette grisgris griskin grisly grison grissens grissons grist
grister gristle gristly gristy grit grith grithman gritless gritrock grits
gritten gritter grittily grittle gritty grivet grivna grizzle grizzled
grizzler grizzly groan groaner groanful groaning groat groats grobian grocer
grocerly grocery groff grog groggery groggily groggy grogram grogshop groin
groined groinery groining gromatic grommet gromwell groom groomer groomish
groomlet groomy groop groose groot grooty groove groover grooving groovy grope
groper groping gropple gros grosbeak groschen groser groset gross grossart
grossen grosser grossify grossly grosso grosz groszy grot grothine grothite
grotto grottoed grouch grouchy grouf grough ground grounded grounder groundly
grounds groundy group groupage grouped grouper grouping groupist grouplet
grouse grouser grousy grout grouter grouts grouty grouze grove groved grovel
groveler grovy grow growable growan growed grower growing growl growler
growlery growling growly grown grownup growse growsome growth growthy grozart
grozet grub grubbed grubber grubbery grubbily grubby grubhood grubless
grubroot grubs grubworm grudge grudger grudgery grudging grue gruel grueler
grueling gruelly gruesome gruff gruffily gruffish gruffly gruffs gruffy
grufted grugru gruiform gruine grum grumble grumbler grumbly grume grumly
grummel grummels grummet grumness grumose grumous grump grumph grumphie
grumphy grumpily grumpish grumpy grun grundy grunion grunt grunter grunting
gruntle gruntled grush grushie gruss grutch grutten gryde grylli gryllid
gryllos gryllus gryposis grysbok guaba guacacoa guacharo guacimo guacin guaco
guaiac guaiacol guaiacum guaiol guaka guama guan guana guanaco guanase guanay
guaneide guango guanine guanize guano guanyl guanylic guao guapena guapilla
guapinol guar guara guarabu guaracha guarana guarani guaranty guard guardant
guarded guardeen guarder guardful guardian guarding guardo guariba guarneri
guarri guasa guatambu guava guavina guayaba guayabi guayabo guayacan guayroto
guayule guaza gubbo gucki gudame guddle gude gudesake gudesire gudewife gudge
gudgeon gudget gudok guebucu guemal guenepe guenon guepard guerdon guereza
guernsey guess guesser guessing guest guesten guester guesting guestive gufa
guff guffaw guffer guffin guffy gugal guggle gugglet guglet guglia guglio gugu
guhr guib guiba guidable guidage guidance guide guider guideway guidman guidon
guige guignol guijo guild guilder guildic guildry guile guileful guilery guilt
guiltily guilty guily guimbard guimpe guinea guipure guisard guise guiser
guising guitar guitguit gula gulae gulaman gulancha gular gularis gulch gulden
gule gules gulf gulflike gulfside gulfweed gulfy gulgul gulinula gulix gull
gullery gullet gullible gullibly gullion gullish gully gulonic gulose gulosity
gulp gulper gulpin gulping gulpy gulsach gumbo gumboil gumbotil gumby gumdrop
gumfield gumihan gumless gumlike gumly gumma gummage gummaker gummata gummed
gummer gumming gummite gummose gummosis gummous gummy gump gumphion gumption
gumpus gumshoe gumweed gumwood guna gunate gunation gunboat gundi gundy gunebo
gunfire gunflint gunge gunhouse gunite gunj gunk gunl gunless gunlock gunmaker
gunman gunnage gunne gunnel gunner gunnery gunnies gunning gunnung gunny
gunong gunpaper gunplay gunpower gunrack gunreach gunsel gunshop gunshot
gunsman gunsmith gunster gunstick gunstock gunstone gunter gunwale gunyah
gunyang gunyeh guppy gurdfish gurdle gurdwara gurge gurgeon gurgeons gurges
gurgle gurglet gurgling gurgly gurgoyle gurjun gurk gurl gurly gurnard gurnet
gurnetty gurniad gurr gurrah gurry gurt guru guruship gush gusher gushet
gushily gushing gushy gusla gusle guss gusset gussie gust gustable gustful
gustily gustless gusto gustoish gusty gutless gutlike gutling gutt gutta
guttable guttate guttated guttatim gutte gutter guttery gutti guttide guttie
guttle guttler guttula guttulae guttular guttule guttural guttus gutty gutweed
gutwise gutwort guvacine guydom guyer guytrash guze guzmania guzzle guzzler
gwag gweduc gweed gweeon gwely gwine gwyniad gyle gymel gymkhana gymnasia
gymnasic gymnast gymnemic gymnic gymnical gymnics gymnite gymnogen gymnotid
gymnure gympie gynaecea gynander gynandry gynarchy gyne gynecic gynecide
gynecoid gyniatry gynic gynics gynobase gynoecia gype gypper gyps gypseian
gypseous gypsine gypsite gypsous gypster gypsum gypsy gypsydom gypsyfy
gypsyish gypsyism gypsyry gyral gyrally gyrant gyrate gyration gyrator
gyratory gyre gyrene gyri gyric gyrinid gyro gyrocar gyroidal gyrolite
gyrolith gyroma gyromele gyron gyronny gyrose gyrostat gyrous gyrovagi gyrus
gyte gytling gyve haab haaf habanera habble habdalah habeas habena habenal
habenar habendum habenula habile hability habille habit habitan habitant
habitat habitate habited habitual habitude habitue habitus habnab haboob habu
habutai habutaye hache hachure hacienda hack hackbolt hackbush hackbut hacked
hackee hacker hackery hackin hacking hackle hackler hacklog hackly hackmack
hackman hackney hacksaw hackster hacktree hackwood hacky hadbot hadden haddie
haddo haddock hade hading hadj hadji hadland hadrome haec haem haemony
haeremai haet haff haffet haffle hafiz hafnium hafnyl haft hafter hagberry
hagboat hagborn hagbush hagdon hageen hagfish haggada haggaday haggadic
haggard hagged hagger haggis haggish haggle haggler haggly haggy hagi hagia
haglet haglike haglin hagride hagrope hagseed hagship hagstone hagtaper
hagweed hagworm haik haikai haikal haikwan hail hailer hailse hailshot
hailweed haily hain haine hair hairband hairbird haircut hairdo haire haired
hairen hairhoof hairif hairlace hairless hairlet hairline hairlock hairmeal
hairpin hairtail hairup hairweed hairwood hairwork hairworm hairy haje hajib
hajilij hakam hakdar hake hakeem hakim hako haku hala halakah halakic halakist
halal halalcor halation halazone halberd halbert halch halcyon hale halebi
haleness haler halerz halesome half halfback halfbeak halfer halfling halfman
halfness halfpace halfway halfwise halibios halibiu halibut halide halidom
halimous halinous haliplid halite halitus hall hallage hallah hallan hallel
hallex halling hallman hallmark hallmoot halloo hallow hallowed hallower
hallucal hallux hallway halma halo halobios halogen haloid halolike haloxene
hals halse halsen halsfang halt halter halteres halting haltless halucket
halukkah halurgy halutz halvaner halvans halve halved halver halves halyard
hamal hamald hamate hamated hamatum hamble hame hameil hamel hamewith hamfat
hami hamiform hamingja hamlah hamlet hamleted hammada hammam hammer hammerer
hammock hammy hamose hamous hamper hamperer hamsa hamster hamular hamulate
hamule hamulose hamulus hamus hamza hanaper hanaster hanbury hance hanced
hanch hand handbag handball handbank handbill handblow handbolt handbook
handbow handcar handcart handclap handcuff handed hander handfast handful
handgrip handgun handhold handhole handicap handily handlaid handle handled
handler handless handlike handling handmade handmaid handout handpost handrail
handsale handsaw handsel handset handsome handwear handwork handy hangable
hangalai hangar hangbird hangby hangdog hange hangee hanger hangfire hangie
hanging hangkang hangle hangman hangment hangnail hangnest hangout hangul
hangworm hanif hanifism hanifite hanifiya hank hanker hankerer hankie hankle
hanksite hanky hanna hansa hanse hansel hansom hant hantle haole haoma haori
hapalote hapless haplite haploid haploidy haploma haplomid haplont haplosis
haply happen happier happiest happify happily happing happy hapten haptene
haptenic haptere hapteron haptic haptics hapu hapuku haqueton harakeke
harangue harass harasser haratch harbi harbinge harbor harborer hard hardback
hardbake hardbeam harden hardener harder hardfern hardfist hardhack hardhead
hardily hardim hardish hardly hardness hardock hardpan hardship hardtack
hardtail hardware hardwood hardy hare harebell harebur harefoot harelike
harelip harem haremism haremlik harfang haricot harish hark harka harl harling
harlock harlot harlotry harm harmal harmala harman harmel harmer harmful
harmine harminic harmless harmonia harmonic harmony harmost harn harness
harnpan harp harpago harpagon harper harpier harpings harpist harpless
harplike harpoon harpress harpula harpwise harr harridan harrier harrow
harrower harry harsh harshen harshish harshly hart hartal hartin hartite
harttite haruspex harvest hasan hash hashab hasher hashish hashy hask haskness
hasky haslet haslock hasp hassar hassel hassle hassock hassocky hasta hastate
hastati haste hasteful hasten hastener haster hastily hastings hastish hastler
hasty hatable hatband hatbox hatbrim hatbrush hatch hatchel hatcher hatchery
hatchet hatchety hatching hatchman hatchway hate hateable hateful hateless
hater hatful hath hathi hatless hatlike hatmaker hatpin hatrack hatrail hatred
hatress hatstand hatt hatted hatter hattery hatting hattock hatty hauberk
hauerite haugh haught haughtly haughty haul haulage haulback hauld hauler
haulier haulm haulmy haulster haunch haunched hauncher haunchy haunt haunter
haunty hauriant haurient hause hausen hausse haustral haustrum hautboy hauteur
hauynite havage have haveable haveage havel haveless havelock haven havenage
havener havenet havenful havent haver haverel haverer havers havier havildar
havoc havocker hawaiite hawbuck hawer hawfinch hawk hawkbill hawkbit hawked
hawker hawkery hawkie hawking hawkish hawklike hawknut hawkweed hawkwise hawky
hawm hawok hawse hawseman hawser hawthorn haya hayband haybird haybote haycap
haycart haycock hayey hayfield hayfork haylift hayloft haymaker haymow hayrack
hayrake hayraker hayrick hayseed haysel haystack haysuck haytime hayward
hayweed haywire hayz hazard hazarder hazardry haze hazel hazeled hazeless
hazelly hazelnut hazen hazer hazily haziness hazing hazle haznadar hazy hazzan
head headache headachy headband headcap headed header headful headgear headily
heading headland headless headlike headline headlock headlong headman headmark
headmold headmost headnote headpost headrace headrail headrent headrest
headring headroom headrope headsail headset headship headsill headskin
headsman headwall headward headwark headway headwear headwork heady heaf heal
healable heald healder healer healful healing healless healsome health healthy
heap heaper heaps heapy hear hearable hearer hearing hearken hearsay hearse
hearst heart hearted hearten heartful hearth heartily hearting heartlet
heartly heartnut heartpea hearts hearty heat heatable heatdrop heatedly heater
heatful heath heathen heather heathery heathy heating heatless heatlike
heatsman heaume heaumer heave heaven heavenly heavens heaver heavies heavily
heaving heavity heavy hebamic hebdomad hebenon hebetate hebete hebetic
hebetomy hebetude hecatomb hech heck heckimal heckle heckler hectare hecte
hectic hectical hecticly hector hectorly heddle heddler hedebo heder hederic
hederin hederose hedge hedgehog hedgehop hedger hedgerow hedging hedgy hedonic
hedonics hedonism hedonist heed heeder heedful heedily heedless heedy heehaw
heel heelball heelband heelcap heeled heeler heelgrip heelless heelpath
heelpost heeltap heeltree heemraad heer heeze heezie heezy heft hefter heftily
hefty hegari hegemon hegemony hegira hegumen hegumene heiau heifer heigh
heighday height heighten heii heimin heinous heir heirdom heiress heirless
heirloom heirship heirskip heitiki hekteus helbeh helcoid helcosis helcotic
helder hele helenin helepole heliacal heliaean heliast helical heliced helices
helicin helicine helicoid helicon helide heling helio heliodon heliodor
helioid heliosis heliport helium helix hell hellborn hellbox hellbred hellcat
helldog heller helleri hellhag hellhole hellicat hellier hellion hellish
hellkite hellness hello hellroot hellship helluo hellward hellweed helly helm
helmage helmed helmet helmeted helminth helmless helmsman heloderm helodes
heloe heloma helonin helosis helotage helotism helotize helotomy helotry help
helpable helper helpful helping helpless helply helpmate helpmeet helpsome
helve helvell helver helvite hemacite hemad hemal hemapod hemase hematal
hematein hematic hematid hematin hematite hematoid hematoma hematose heme
hemen hemera hemiamb hemic hemicarp hemidome hemiform hemihdry hemin hemina
hemine heminee hemiobol hemiolia hemiolic hemionus hemiope hemiopia hemiopic
hemipic hemipode hemipter hemisect hemitery hemitone hemitype heml hemlock
hemmel hemmer hemocoel hemocry hemocyte hemogram hemoid hemol hemology
hemolyze hemopod hemoptoe hemostat hemozoon hemp hempbush hempen hemplike
hempseed hempweed hempwort hempy henad henbane henbill henbit hence henchboy
henchman hencoop hencote hend hendecyl hendly hendness henequen henfish
henhouse henhussy henism henlike henmoldy henna hennery hennin hennish henny
henogeny henotic henpeck henpen henroost henry hent henter henware henwife
henwise henyard hepar heparin hepatic hepatica hepatite hepatize hepatoid
hepatoma hepcat hepialid heppen hepper heptace heptad heptagon heptal heptane
heptarch heptene hepteris heptine heptite heptitol heptoic heptose heptyl
heptylic heptyne herald heraldic heraldry herb herbage herbaged herbager
herbal herbane herbaria herbary herbish herbist herbless herblet herblike
herbman herbose herbous herbwife herby herd herdbook herdboy herder herdic
herding herdship herdsman herdwick here hereat hereaway hereby heredity
heredium herefrom heregeld herein hereinto herem hereness hereof hereon heresy
heretic hereto heretoch heretoga heretrix hereunto hereupon hereward herewith
herile heriot herisson heritage heritor heritrix herl herling herma hermaean
hermaic hermetic hermidin hermit hermitic hermitry hern hernani hernant herne
hernia hernial herniary herniate hernioid hero herodian heroess herohead
herohood heroic heroical heroicly heroid heroify heroin heroine heroism
heroize herolike heron heroner heronite heronry heroship herpes herpetic
herring hers herse hersed herself hership hersir hertz hertzian hesitant
hesitate hesperid hessite hest hestern hetaera hetaeria hetaeric hetaery
heteric heterism heterize hetero hething hetman hetter hetterly heuau heugh
heumite heuretic hevi hewable hewel hewer hewhall hewn hewt hexa hexace
hexacid hexact hexad hexadic hexafoil hexaglot hexagon hexagram hexagyn
hexandry hexane hexaped hexapla hexaplar hexapod hexapody hexarch hexarchy
hexaseme hexaster hexene hexer hexerei hexeris hexine hexis hexitol hexode
hexogen hexoic hexone hexonic hexosan hexose hexyl hexylene hexylic hexyne
heyday hiant hiatal hiate hiation hiatus hibbin hibernal hicatee hiccup hick
hickey hickory hickwall hidable hidage hidalgo hidated hidation hidden
hiddenly hide hideaway hidebind hided hideland hideless hideling hideous hider
hidling hidlings hidrosis hidrotic hieder hielaman hield hielmite hiemal
hierarch hieratic hieron hieros hierurgy higdon higgaion higgle higgler
higglery high highball highborn highboy highbred higher highest highish
highjack highland highly highman highmoor highmost highness highroad hight
hightoby hightop highway higuero hijack hike hiker hilarity hilasmic hilch
hilding hill hiller hillet hillman hillock hillocky hillsale hillside hillsman
hilltop hilltrot hillward hilly hilsa hilt hiltless hilum hilus himation himp
himself himward himwards hinau hinch hind hindcast hinddeck hinder hinderer
hinderly hindhand hindhead hindmost hindward hing hinge hinger hingle hinney
hinnible hinny hinoid hinoki hint hintedly hinter hiodont hipbone hipe hiper
hiphalt hipless hipmold hipparch hipped hippen hippian hippic hipping hippish
hipple hippo hippoid hippopod hippuric hippurid hippus hippy hipshot hipwort
hirable hiragana hircarra hircine hire hired hireless hireling hireman hirer
hirmos hiro hirple hirrient hirse hirsel hirsle hirsute hirudine hish hisn
hispid hiss hisser hissing hist histie histioid histogen histoid histon
histonal histone historic history histrio histrion hitch hitcher hitchily
hitchy hithe hither hitherto hitless hittable hitter hive hiveless hiver hives
hiveward hizz hoar hoard hoarder hoarding hoarhead hoarily hoarish hoarness
hoarse hoarsely hoarsen hoarwort hoary hoast hoastman hoatzin hoax hoaxee
hoaxer hobber hobbet hobbil hobble hobbler hobbling hobbly hobby hobbyism
hobbyist hoblike hobnail hobnob hobo hoboism hocco hock hockelty hocker hocket
hockey hockshin hocky hocus hodden hodder hoddle hoddy hodening hodful hodman
hoecake hoedown hoeful hoer hoga hogan hogback hogbush hogfish hogframe hogged
hogger hoggerel hoggery hogget hoggie hoggin hoggish hoggism hoggy hogherd
hoghide hoghood hoglike hogling hogmace hogmanay hognose hognut hogpen
hogreeve hogshead hogship hogskin hogsty hogward hogwash hogweed hogwort
hogyard hoick hoin hoise hoist hoister hoisting hoistman hoistway hoit hoju
hokey hokum holard holcad hold holdable holdall holdback holden holder
holdfast holding holdout holdover holdsman holdup hole holeable holeless
holeman holer holewort holey holia holiday holily holiness holing holism
holistic holl holla hollaite holler hollin holliper hollo hollock hollong
hollow hollower hollowly holly holm holmgang holmia holmic holmium holmos
hologamy holoptic holoside holotony holotype holour holozoic holster holt holy
holyday holytide homage homager homaloid homarine homaroid homaxial home
homebody homeborn homebred homefelt homegoer homeland homeless homelet
homelike homelily homeling homely homelyn homemade homeoid homeosis homeotic
homer homesick homesite homesome homespun homester homeward homework homewort
homey homicide homilete homilist homilite homilize homily hominal hominess
hominid hominify hominine hominoid hominy homish homo homocerc homodont
homodox homodyne homogamy homogen homogene homogeny homoglot homogone homogony
homology homonomy homonym homonymy homopter homotaxy homotony homotype
homotypy homrai homuncle homy honda hondo hone honest honestly honesty
honewort honey honeybee honeydew honeyed honeyful honeypod honeypot hong
honied honily honk honker honor honorary honoree honorer honoress honorous
hontish hontous hooch hood hoodcap hooded hoodful hoodie hoodless hoodlike
hoodlum hoodman hoodmold hoodoo hoodshy hoodwink hoodwise hoodwort hooey hoof
hoofbeat hoofed hoofer hoofish hoofless hooflet hooflike hoofmark hoofrot
hoofs hoofworm hoofy hook hookah hooked hooker hookers hookheal hookish
hookless hooklet hooklike hookman hooknose hooktip hookum hookup hookweed
hookwise hookworm hooky hooligan hoolock hooly hoon hoop hooped hooper hooping
hoopla hoople hoopless hooplike hoopman hoopoe hoopwood hoose hoosegow hoosh
hoot hootay hooter hoove hooven hoovey hopbine hopbush hope hoped hopeful
hopeite hopeless hoper hopi hopingly hoplite hoplitic hopoff hopped hopper
hoppers hoppet hoppity hopple hoppy hoptoad hopvine hopyard hora horal horary
hordary horde hordein horizon horme hormic hormigo hormion hormist hormogon
hormonal hormone hormonic hormos horn hornbeam hornbill hornbook horned horner
hornerah hornet hornety hornfair hornfels hornfish hornful horngeld hornify
hornily horning hornish hornist hornito hornless hornlet hornlike hornpipe
hornsman hornstay horntail horntip hornwood hornwork hornworm hornwort horny
horokaka horologe horology horopito horopter horrent horreum horrible horribly
horrid horridly horrific horrify horror horse horseboy horsecar horsedom
horsefly horseman horsepox horser horseway horsify horsily horsing horst horsy
horsyism hortator hortite hortulan hory hosanna hose hosed hosel hoseless
hoselike hoseman hosier hosiery hospice hospital hospodar host hostage
hostager hostel hosteler hostelry hoster hostess hostie hostile hosting
hostler hostless hostly hostry hostship hotbed hotblood hotbox hotch hotchpot
hotel hoteldom hotelier hotelize hotfoot hothead hothouse hoti hotly hotness
hotspur hotter hottery hottish houbara hough hougher houghite hounce hound
hounder hounding houndish houndman houndy hour hourful houri hourless hourly
housage housal house houseboy housebug housefly houseful housel houselet
houseman houser housetop housing housty housy houtou houvari hove hovel
hoveler hoven hover hoverer hovering hoverly howadji howbeit howdah howder
howdie howdy howe howel however howff howish howitzer howk howkit howl howler
howlet howling howlite howso hoyden hoyle hoyman huaca huaco huajillo huaracho
huarizo hubb hubba hubber hubble hubbly hubbub hubbuboo hubby hubmaker hubshi
huchen hucho huck huckle huckmuck huckster huddle huddler huddling huddock
huddroun huddup hued hueful hueless huer huff huffier huffily huffish huffle
huffler huffy huge hugelite hugely hugeness hugeous huggable hugger hugging
huggle hugsome huia huipil huisache huitain huke hula huldee hulk hulkage
hulking hulky hull huller hullock hulloo hulsite hulster hulu hulver human
humane humanely humanics humanify humanish humanism humanist humanity humanize
humanly humanoid humate humble humbler humblie humbly humbo humbug humbuzz
humdrum humect humeral humeri humerus humet humetty humhum humic humid
humidate humidify humidity humidly humidor humific humifuse humify humility
humin humite humlie hummel hummeler hummer hummie humming hummock hummocky
humor humoral humorful humorism humorist humorize humorous humous hump
humpback humped humph humpless humpty humpy humstrum humulene humulone humus
hunch hunchet hunchy hundi hundred hung hunger hungerer hungerly hungrify
hungrily hungry hunh hunk hunker hunkers hunkies hunks hunky hunt huntable
huntedly hunting huntress huntsman hura hurcheon hurdies hurdis hurdle hurdler
hurds hure hureek hurgila hurkle hurl hurled hurler hurley hurling hurlock
hurly huron hurr hurrah hurried hurrier hurrock hurroo hurroosh hurry hurst
hurt hurtable hurted hurter hurtful hurting hurtle hurtless hurtsome hurty
husband huse hush hushable hushaby hushedly husheen hushel husher hushful
hushing hushion husho husk huskanaw husked huskened husker huskily husking
huskroot huskwort husky huso huspil huss hussar hussy hussydom husting hustle
hustler hutch hutcher hutchet huthold hutia hutlet hutment hutukhtu huvelyk
huzoor huzz huzza huzzard hyacinth hyaena hyaline hyalite hyalitis hyalogen
hyaloid hybodont hybosis hybrid hybridal hydatid hydatoid hydnoid hydracid
hydrant hydranth hydrarch hydrate hydrated hydrator hydrazo hydrazyl hydremia
hydremic hydria hydric hydride hydro hydroa hydrogel hydrogen hydroid hydrol
hydrome hydromel hydrone hydropic hydropot hydrops hydropsy hydrosol hydrotic
hydrous hydroxy hydroxyl hydrula hyena hyenadog hyenic hyenine hyenoid hyetal
hygeist hygieist hygienal hygiene hygienic hygric hygrine hygroma hying hyke
hylactic hyle hyleg hylic hylicism hylicist hylism hylist hylogeny hyloid
hylology hylozoic hymen hymenal hymeneal hymenean hymenial hymenic hymenium
hymenoid hymn hymnal hymnary hymnbook hymner hymnic hymnist hymnless hymnlike
hymnode hymnody hymnwise hynde hyne hyoid hyoidal hyoidan hyoideal hyoidean
hyoides hyoscine hyostyly hyothere hypalgia hypalgic hypate hypaton hypaxial
hyper hypergol hyperite hypernic hyperoon hyperope hyperper hypha hyphal
hyphema hyphen hyphenic hypho hypnody hypnoid hypnone hypnoses hypnosis
hypnotic hypo hypoacid hypobole hypocarp hypochil hypocist hypocone hypoderm
hypogeal hypogean hypogee hypogeic hypogene hypogeum hypogyny hypohyal hypoid
hypomere hyponoia hyponome hyponym hypopial hypopus hypopyon hyporit hyposmia
hypothec hypotony hypozoan hypozoic hyppish hypural hyraces hyraceum hyracid
hyracoid hyrax hyson hyssop hysteria hysteric hysteron iamb iambi iambic
iambist iambize iambus ianthine iatric iatrical iberite ibex ibices ibid
ibidine ibis ibisbill ibolium ibota icaco iceberg iceblink iceboat icebone
icebound icebox icecap icecraft iced icefall icefish icehouse iceland iceleaf
iceless icelike iceman icequake iceroot icework ichnite icho ichoglan ichor
ichorous ichthus ichthyal ichthyic ichu icica icicle icicled icily iciness
icing icon iconic iconical iconism icosian icosteid icotype icteric icterine
icterode icteroid icterus ictic ictuate ictus idalia idant iddat idea ideaed
ideaful ideal idealess idealism idealist ideality idealize ideally ideate
ideation ideative ideist identic identify identism identity ideogeny ideogram
ideology ides idgah idiasm idic idiocy idiom idiosome idiot idiotcy idiotic
idiotish idiotism idiotize idiotry idiotype idite iditol idle idleful idlehood
idleman idlement idleness idler idleset idleship idlety idlish idly idocrase
idol idola idolater idolatry idolify idolism idolist idolize idolizer idolous
idolum idoneal idoneity idoneous idorgan idose idrialin idryl idyl idyler
idylism idylist idylize idyllian idyllic iffy igloo ignatia ignavia igneous
igniform ignifuge ignify ignite igniter ignition ignitive ignitor ignitron
ignoble ignobly ignominy ignorant ignore ignorer ignote iguana iguanian
iguanid iguanoid ihleite ihram iiwi ijma ijolite ijussite ikat ikey ikeyness
ikona ikra ileac ileitis ileon ileotomy ilesite ileum ileus ilex ilia iliac
iliacus iliahi ilial iliau ilicic ilicin ilima ilium ilka ilkane illapse
illation illative illeck illegal illeism illeist illess illfare illguide
illicit illinium illipene illiquid illish illision illium illness illocal
illogic illoyal illth illude illuder illume illumer illumine illupi illure
illusion illusive illusor illusory illustre illutate illuvial illy ilmenite
ilot ilvaite ilysioid image imager imagery imaginal imagine imaginer imagines
imagism imagist imago imam imamah imamate imamic imamship imaret imban imband
imbarge imbark imbarn imbased imbat imbauba imbe imbecile imbed imber imbibe
imbiber imbitter imbolish imbondo imbonity imbosom imbower imbrex imbrue
imbrute imbue imburse imide imidic imidogen imine imino imitable imitancy
imitant imitate imitatee imitator immane immanely immanent immanity immantle
immarble immask immature immedial immember immense immerd immerge immerit
immerse immew immi imminent immingle immit immix immobile immodest immolate
immoment immoral immortal immotile immotive immound immund immune immunist
immunity immunize immure immute immutual imonium impack impact impacted
impages impaint impair impairer impala impalace impale impaler impall impalm
impalsy impanate impane impanel impapase impar imparity impark imparl impart
imparter impasse impaste impasto impave impavid impawn impeach impearl impede
impeder impeding impedite impel impeller impen impend impent imperant imperate
imperent imperia imperial imperil imperish imperite imperium impest impester
impetigo impetre impetus imphee impi impiety impinge impinger impious impish
impishly implant implate impleach implead impledge implete implex implial
implicit impling implode implore implorer implume implumed implunge imply
impocket impofo impoison impolicy impolite impone imponent impoor imporous
import importer imposal impose imposer imposing impost imposter impostor
imposure impot impotent impound impreg impregn impresa imprese impress imprest
imprime imprint imprison improof improper improve improver impship impubic
impudent impugn impugner impulse impunely impunity impure impurely impurity
impute imputer imputrid impy imshi imsonic inachid inachoid inaction inactive
inadept inagile inaja inane inanely inanga inanity inapathy inapt inaptly
inarable inarch inarm inasmuch inaugur inaurate inaxon inbe inbeing inbent
inbirth inblow inblown inboard inbond inborn inbound inbread inbreak inbred
inbreed inbring inbuilt inburnt inburst inby incalver incanous incanton incarn
incase incast incavate incavern incense incenter incentor incept inceptor
incest inch inched inchmeal inchoacy inchoant inchoate inchpin inchworm incide
incident incisal incise incisely incision incisive incisor incisory incisure
incitant incite inciter incitive incivic incivism incline incliner inclip
inclose include included includer inclusa incluse incog incogent income
incomer incoming inconnu incorpse incrash increase increate increep increst
incross incruent incrust incubate incubi incubous incubus incudal incudate
incudes incult incumber incur incurse incurve incus incuse incut indaba
indagate indamine indan indane indart indazin indazine indazol indazole inde
indebt indebted indecent indeed indeedy indene indent indented indentee
indenter indentor indesert indevout index indexed indexer indexing indiadem
indic indican indicant indicate indices indicia indicial indicium indict
indictee indicter indictor indigena indigene indigent indign indignly indigo
indigoid indimple indirect indite inditer indium indocile indogen indole
indolent indoles indoline indoloid indolyl indoor indoors indorse indoxyl
indraft indrawal indrawn indri induce induced inducer induciae inducive induct
inductee inductor indue indulge indulger induline indult indulto indument
induna indurate indurite indusial indusium industry induviae induvial indwell
indy indyl indylic inearth inedible inedited inept ineptly inequal inequity
inerm inermous inerrant inerring inert inertia inertial inertion inertly
inesite ineunt inexact inexist inexpert inextant inface infall infame infamize
infamous infamy infancy infand infang infant infanta infante infantry infarct
infare infaust infect infected infecter infector infecund infeed infeft infelt
infer inferent inferior infern infernal inferno inferrer infest infester
inficete infidel infield infill infilm infilter infinite infinity infirm
infirmly infit infitter infix infixion inflame inflamed inflamer inflate
inflated inflater inflatus inflect inflex inflexed inflict inflood inflow
influent influx infold infolder inform informal informed informer infra
infract infrared infringe infrugal infula infumate infuse infuser infusile
infusion infusive infusory ingate ingather ingenit ingenue ingest ingesta
ingiver ingiving ingle inglobe ingoing ingot ingotman ingraft ingrain ingrate
ingress ingross ingrow ingrown ingrowth inguen inguinal ingulf inhabit
inhalant inhale inhalent inhaler inhaul inhauler inhaust inhearse inheaven
inhere inherent inherit inhesion inhiate inhibit inhuman inhumane inhumate
inhume inhumer inial inimical iniome iniomous inion iniquity initial initiant
initiary initiate initis initive inject injector injelly injunct injure
injured injurer injury inkberry inkbush inken inker inket inkfish inkhorn
inkindle inkiness inkish inkle inkless inklike inkling inkmaker inknot inkosi
inkpot inkroot inks inkshed inkstain inkstand inkstone inkweed inkwell inkwood
inky inlaid inlaik inlake inland inlander inlaut inlaw inlawry inlay inlayer
inlaying inleague inleak inlet inlier inlook inlooker inly inlying inmate
inmeats inmost innate innately innatism innative inneity inner innerly innerve
inness innest innet inning innless innocent innovant innovate innuendo innyard
inoblast inocular inoculum inocyte inogen inogenic inoglia inolith inoma
inomyoma inone inopine inorb inornate inoscopy inosic inosin inosinic inosite
inositol inower inphase inport inpour inpush input inquest inquiet inquire
inquirer inquiry inradius inrigged inrigger inring inro inroad inroader inroll
inrooted inrub inrun inrush insack insane insanely insanify insanity inscient
inscribe inscript inscroll insculp insea inseam insect insectan insected
insecure insee inseer insense insert inserted inserter insessor inset insetter
inshave inshell inship inshoe inshoot inshore inside insider insight insigne
insignia insipid insist insister insnare insnarer insocial insofar insolate
insole insolent insolid insomnia insomuch insooth insorb insoul inspan inspeak
inspect insphere inspire inspired inspirer inspirit inspoke inspoken instable
install instance instancy instant instar instate instead insteam insteep
instep instill instinct institor instroke instruct insucken insula insulant
insular insulary insulate insulin insulize insulse insult insulter insunk
insurant insure insured insurer insurge inswamp inswell inswept inswing intact
intactly intaglio intake intaker intarsia integer integral inteind intend
intended intender intendit intense intent intently inter interact intercom
intereat interest interim interior interlap interlay interlie interlot
intermat intermew intermit intermix intern internal internee interpel interrer
interrex interrun interset intersex intersow intertie interval interwar
interwed intext inthrall inthrong inthrow inthrust intil intima intimacy
intimal intimate intimity intine intitule into intoed intonate intone intoner
intort intown intrada intrados intrait intrant intreat intrench intrepid
intrigue intrine intrinse introit intromit introrse intrude intruder intruse
intrust intubate intube intue intuent intuit inturn inturned intwist inula
inulase inulin inuloid inunct inunctum inundant inundate inurbane inure inured
inurn inustion inutile invade invader invalid invalued invaried invasion
invasive invecked invected invector inveigh inveigle inveil invein invent
inventer inventor inverity inverse inversed invert inverted inverter invertin
invertor invest investor invigor invinate invirile inviscid invised invital
invitant invite invitee inviter inviting invivid invocant invocate invoice
invoke invoker involute involve involved involver inwale inwall inward
inwardly inwards inweave inwedged inweed inweight inwick inwind inwit inwith
inwood inwork inworn inwound inwoven inwrap inwrit inyoite inyoke iodate
iodation iodic iodide iodinate iodine iodinium iodism iodite iodize iodizer
iodo iodoform iodol iodonium iodopsin iodoso iodous iodoxy iodyrite iolite
ionic ionium ionize ionizer ionogen ionone iota iotacism iotacist iotize
ipecac ipid ipil ipomea ipomoein ipseand ipseity iracund irade irascent irate
irately ireful irefully ireless irenarch irene irenic irenical irenicon
irenics irenicum irian irid iridal iridate iridemia irideous irides iridesce
iridial iridian iridiate iridic iridical iridin iridine iridious iridite
iridium iridize iris irisated iriscope irised irisin irislike irisroot iritic
iritis irksome irok iroko iron ironback ironbark ironbush ironclad irone
ironer ironhard ironhead ironical ironice ironish ironism ironist ironize
ironless ironlike ironly ironman ironness ironshod ironshot ironside ironware
ironweed ironwood ironwork ironwort irony irrelate irrepair irrigant irrigate
irrision irrisor irrisory irritant irritate irrorate irrupt isagoge isagogic
isagon isamine isanomal isarioid isatate isatic isatide isatin isatinic
isatogen isazoxy isba ischemia ischemic ischiac ischial ischium ischuria
ischury iserine iserite ishpingo isidioid isidiose isidium isidoid island
islander islandic islandry islandy islay isle isleless islesman islet isleted
isleward islot ismal ismatic ismdom ismy isoallyl isoamide isoamyl isobar
isobare isobaric isobase isobath isobront isobutyl isocercy isochasm isocheim
isochlor isochor isocline isocola isocolic isocolon isocoria isocracy isocrat
isocryme isocyano isocytic isodiazo isodomic isodomum isodont isodrome isoflor
isogamic isogamy isogen isogenic isogeny isogloss isogon isogonal isogonic
isograft isogram isograph isohel isohexyl isohyet isolable isolate isolated
isologue isology isolysin isolysis isomer isomere isomeric isomery isometry
isomorph isoneph isonomic isonomy isonym isonymic isonymy isooleic isopag
isophane isophene isoplere isopleth isopod isopodan isopoly isoprene isoptic
isopyre isorithm isoscele isoscope isoseist isospore isospory isostasy
isostere isotac isoteles isotely isothere isotherm isotimal isotome isotonia
isotonic isotony isotope isotopic isotopy isotron isotrope isotropy isotype
isotypic isoxime isozooid ispaghul issei issite issuable issuably issuance
issuant issue issuer issuing isthmi isthmial isthmian isthmic isthmoid isthmus
istle istoke isuret isuroid itacism itacist itaconic italics italite itamalic
itch itching itchless itchreed itchweed itchy itcze item iteming itemize
itemizer itemy iter iterable iterance iterancy iterant iterate ithagine ither
ithomiid itmo itonidid itoubou itself iturite itzebu ivied ivin ivoried
ivorine ivorist ivory ivybells ivyberry ivylike ivyweed ivywood ivywort iwaiwa
iwis ixodian ixodic ixodid izar izard izle izote iztle izzard jabbed jabber
jabberer jabbing jabble jabers jabia jabiru jaborine jabot jabul jacal jacamar
jacami jacamin jacana jacare jacate jacchus jacent jacinth jacinthe jack
jackal jackaroo jackass jackbird jackbox jackboy jackdaw jackeen jacker jacket
jacketed jackety jackfish jackleg jackman jacko jackrod jacksaw jackshay
jackstay jacktan jackweed jackwood jacobaea jacobus jacoby jaconet jactance
jactancy jactant jacu jacuaru jaculate jadder jade jaded jadedly jadeite
jadery jadeship jadish jadishly jady jaeger jagat jager jagged jaggedly jagger
jaggery jaggy jagir jagirdar jagla jagless jagong jagrata jagua jaguar jail
jailage jailbird jaildom jailer jailish jaillike jailmate jailward jailyard
jajman jake jakes jako jalap jalapa jalapin jalkar jalloped jalopy jalouse
jalousie jalpaite jama jaman jamb jambeau jambo jambolan jambone jambool
jamboree jambosa jamdani jami jamlike jammer jammy jampan jampani jamwood
janapa janapan jane jangada jangkar jangle jangler jangly janiceps janitor
janitrix jank janker jann jannock jantu janua jaob japan japanned japanner
jape japer japery japing japingly japish japishly japonica japygoid jaquima
jara jaragua jararaca jarbird jarble jarbot jarfly jarful jarg jargon jargonal
jargoner jargonic jarkman jarl jarldom jarless jarlship jarnut jarool jarosite
jarra jarrah jarring jarry jarvey jasey jaseyed jasmine jasmined jasmone
jasper jaspered jaspery jaspis jaspoid jasponyx jaspopal jass jassid jassoid
jatha jati jato jaudie jauk jaun jaunce jaunder jaundice jaunt jauntie
jauntily jaunty jaup javali javelin javelina javeline javer jawab jawbone
jawed jawfall jawfish jawfoot jawless jawsmith jawy jayhawk jaypie jaywalk
jazerant jazz jazzer jazzily jazzy jealous jealousy jean jeans jecoral jecorin
jecorize jedcock jedding jeddock jeel jeep jeer jeerer jeering jeery jeff jehu
jehup jejunal jejune jejunely jejunity jejunum jelab jelerang jelick jell
jellica jellico jellied jellify jellily jelloid jelly jellydom jelutong
jemadar jemmily jemmy jenkin jenna jennet jennier jenny jeofail jeopard
jeopardy jerboa jereed jeremiad jerez jerib jerk jerker jerkily jerkin
jerkined jerkish jerksome jerky jerl jerm jermonal jerque jerquer jerry
jerryism jersey jerseyed jert jervia jervina jervine jess jessamy jessant
jessed jessur jest jestbook jestee jester jestful jesting jestwise jestword
jetbead jete jetsam jettage jetted jetter jettied jettison jetton jetty
jetware jewbird jewbush jewel jeweler jeweling jewelry jewely jewfish jezail
jezekite jeziah jharal jheel jhool jhow jibbah jibber jibbings jibby jibe
jibhead jibi jibman jiboa jibstay jicama jicara jiff jiffle jiffy jigger
jiggerer jiggers jigget jiggety jiggish jiggle jiggly jiggy jiglike jigman
jihad jikungu jillet jilt jiltee jilter jiltish jimbang jimjam jimmy jimp
jimply jimpness jimsedge jina jincamas jing jingal jingbang jingle jingled
jingler jinglet jingling jingly jingo jingodom jingoish jingoism jingoist
jinja jinjili jink jinker jinket jinkle jinks jinn jinni jinniyeh jinny
jinriki jinshang jinx jipijapa jipper jiqui jirble jirga jirkinet jiti jitneur
jitneuse jitney jitro jitter jitters jittery jiva jive jixie jobade jobarbe
jobation jobber jobbery jobbet jobbing jobbish jobble jobless jobman jobo
jobsmith joch jock jocker jockey jocko jocoque jocose jocosely jocosity jocote
jocu jocular jocum jocuma jocund jocundly jodel jodelr jodhpurs joebush
joewood joey jogger joggle joggler jogglety joggly johannes johnin join
joinable joinant joinder joiner joinery joining joint jointage jointed jointer
jointing jointist jointly jointure jointy joist joisting jojoba joke jokeless
jokelet joker jokesome jokester jokingly jokish jokist jokul joky joll jollier
jollify jollily jollity jollop jolloped jolly jolt jolter jolthead jolting
joltless jolty jonglery jongleur jonque jonquil jookerie joola joom jordan
joree jorum josefite joseite josh josher joshi josie joskin joss josser jostle
jostler jota jotation jotisi jotter jotting jotty joubarb joug jough jouk
joule joulean jounce journal journey jours joust jouster jovial jovially
jovialty jovilabe jowar jowari jowel jower jowery jowl jowler jowlish jowlop
jowly jowpy jowser jowter joyance joyancy joyant joyful joyfully joyhop
joyleaf joyless joylet joyous joyously joyproof joysome joyweed juba jubate
jubbah jubbe jube juberous jubilant jubilate jubilean jubilee jubilist
jubilize jubilus juck juckies judcock judex judge judger judgment judicate
judices judicial judo jufti jugal jugale jugate jugated jugation juger jugerum
jugful jugger juggins juggle juggler jugglery juggling juglone jugular
jugulary jugulate jugulum jugum juice juiceful juicily juicy jujitsu juju
jujube jujuism jujuist juke jukebox julep julid julidan julienne julio juloid
julole julolin juloline jumart jumba jumble jumbler jumbly jumbo jumboism
jumbuck jumby jumelle jument jumfru jumma jump jumpable jumper jumpness
jumprock jumpseed jumpsome jumpy juncite juncous junction junctive juncture
june jungle jungled jungli jungly juniata junior juniper junk junker junket
junketer junking junkman junt junta junto jupati jupe jupon jural jurally
jurament jurant jurara jurat juration jurative jurator juratory jure jurel
juridic juring jurist juristic juror jury juryless juryman jussel jussion
jussive jussory just justen justice justicer justify justly justment justness
justo jute jutka jutting jutty juvenal juvenate juvenile juvia juvite jyngine
jynx kabaya kabel kaberu kabiet kabuki kachin kadaya kadein kadikane kadischi
kados kaferita kaffir kaffiyeh kafir kafirin kafiz kafta kago kagu kaha kahar
kahau kahili kahu kahuna kaid kaik kaikara kail kailyard kainga kainite kainsi
kainyn kairine kaiser kaitaka kaiwi kajawah kajugaru kaka kakapo kakar
kakarali kakariki kaki kakkak kakke kala kaladana kalamalo kalasie kale kalema
kalends kalewife kaleyard kali kalian kalidium kaliform kalinite kalipaya
kalium kallah kallege kalo kalon kalong kalpis kalumpit kamacite kamahi kamala
kamaloka kamansi kamao kamarupa kamas kamassi kambal kamboh kame kamerad
kamias kamichi kamik kamikaze kammalan kampong kana kanae kanagi kanap kanara
kanari kanat kanchil kande kandol kaneh kang kanga kangani kangaroo kankie
kannume kanoon kans kantele kanten kaoliang kaolin kaolinic kapa kapai kapeika
kapok kapp kappa kappe kappland kapur kaput karagan karaka karakul karamu
karaoke karate karaya karbi karch kareao kareeta karela karite karma karmic
karmouth karo kaross karou karree karri karroo karrusel karsha karst karstic
kartel kartos karwar karyon karyotin kasa kasbah kasbeke kasher kashga kashi
kashima kashruth kasida kasm kasolite kassabah kassu kastura katakana katalase
katalyst katalyze katar katatype katchung katcina kath katha kathal kathodic
katipo katmon katogle katsup katuka katun katurai katydid kauri kava kavaic
kavass kawaka kawika kayak kayaker kayles kayo kazi kazoo keach keacorn keawe
kebab kebbie kebbuck kechel keck keckle keckling kecksy kecky keddah kedge
kedger kedgeree kedlock keech keek keeker keel keelage keelbill keelboat
keeled keeler keelfat keelhale keelhaul keelie keeling keelless keelman
keelrake keelson keen keena keened keener keenly keenness keep keepable keeper
keeping keepsake keepsaky keerogue keeshond keest keet keeve keffel kefir
kefiric kegler kehaya kehillah kehoeite keita keitloa kekotene kekuna kelchin
keld kele kelebe keleh kelek kelep kelk kell kella kellion kelly keloid
keloidal kelp kelper kelpfish kelpie kelpware kelpwort kelpy kelt kelter kelty
kelvin kemb kemp kempite kemple kempster kempt kempy kenaf kenareh kench kend
kendir kendyr kenlore kenmark kennel kennelly kenner kenning kenno keno
kenogeny kenosis kenotic kenotism kenotist kenotron kenspac kenspeck kent
kenyte kepi kept keracele keralite kerana kerasin kerasine kerat keratin
keratode keratoid keratoma keratome keratose keratto kerchief kerchoo kerchug
kerchunk kerel kerf kerflap kerflop kermes kermesic kermis kern kernel
kerneled kernelly kerner kernetty kernish kernite kernos kerogen kerosene
kerplunk kerrie kerril kerrite kerry kersey kerslam kerslosh kersmash kerugma
kerwham kerygma kerystic kestrel keta ketal ketapang ketazine ketch ketchup
keten ketene ketimide ketimine ketipate ketipic keto ketogen ketol ketole
ketone ketonic ketonize ketose ketoside ketosis ketoxime kette ketting kettle
kettler ketty ketuba ketupa ketyl keup keurboom kevalin kevel kevutzah kewpie
kexy keyage keyboard keyed keyhole keyless keylet keylock keynote keynoter
keysmith keystone keyway khaddar khadi khahoon khaiki khair khaja khajur khaki
khakied khalifa khalsa khamsin khan khanate khanda khandait khanjar khanjee
khankah khanum khar kharaj kharouba kharua khass khat khatib khatri khediva
khedival khedive khepesh khet khilat khir khirka khoja khoka khot khubber
khula khuskhus khutbah khutuktu khvat kiack kiaki kialee kiang kiaugh kibber
kibble kibbler kibe kibei kibitka kibitz kibitzer kiblah kibosh kiby kick
kickable kickback kickee kicker kicking kickish kickless kickoff kickout
kickseys kickshaw kickup kidder kiddier kiddish kiddush kiddy kidhood kidlet
kidling kidnap kidnapee kidnaper kidney kidskin kidsman kiefekil kiekie kiel
kier kieye kikar kikawaeo kike kiki kiku kikuel kikumon kiladja kilah kilan
kildee kileh kilerg kiley kilhig kiliare kilim kill killable killadar killas
killcalf killcrop killcu killdeer killeen killer killick killing killogie
killweed killwort killy kiln kilneye kilnhole kilnman kilnrib kilo kilobar
kilodyne kilogram kiloton kilovar kilovolt kilowatt kilp kilt kilter kiltie
kilting kimbang kimigayo kimnel kimono kimonoed kina kinah kinase kinbote
kinch kinchin kincob kind kindle kindler kindlily kindling kindly kindness
kindred kinepox kinesic kinesics kinesis kinetic kinetics king kingbird
kingbolt kingcob kingcup kingdom kingfish kinghead kinghood kingless kinglet
kinglike kinglily kingling kingly kingpin kingrow kingship kingsman kingweed
kingwood kink kinkable kinkajou kinkhab kinkhost kinkily kinkle kinkled kinkly
kinky kinless kino kinology kinsfolk kinship kinsman kintar kioea kiosk
kiotome kipage kipe kippeen kipper kipperer kippy kipsey kipskin kiri kirimon
kirk kirker kirkify kirking kirklike kirkman kirktown kirkward kirkyard kirmew
kirn kirombo kirsch kirtle kirtled kirve kirver kischen kish kishen kishon
kishy kiskatom kismet kismetic kisra kiss kissable kissage kissar kisser
kissing kisswise kissy kist kistful kiswa kitab kitabis kitar kitcat kitchen
kitcheny kite kith kithe kithless kitish kitling kittel kitten kitter kitthoge
kittle kittles kittlish kittly kittock kittul kitty kittysol kiva kiver
kivikivi kivu kiwi kiwikiwi kiyas kiyi klafter klaftern klam klavern klaxon
klepht klephtic kleptic klicket klip klipbok klipdas klipfish klippe klippen
klister klom klop klops klosh klystron kmet knab knabble knack knacker
knackery knacky knag knagged knaggy knap knape knappan knapper knappish
knapsack knapweed knar knark knarred knarry knave knavery knavess knavish
knawel knead kneader kneading knee kneecap kneed kneehole kneel kneeler
kneelet kneeling kneepad kneepan knell knelt knet knew knez knezi kniaz kniazi
knick knicker knickers knife knifeful knifeman knifer knifeway knight knightly
knit knitback knitch knitted knitter knitting knittle knitwear knitweed
knitwork knived knivey knob knobbed knobber knobble knobbler knobbly knobby
knoblike knobular knobweed knobwood knock knocker knocking knockoff knockout
knockup knoll knoller knolly knop knopite knopped knopper knoppy knopweed
knorhaan knosp knosped knot knothole knothorn knotless knotlike knotroot
knotted knotter knottily knotting knotty knotweed knotwork knotwort knout know
knowable knowe knower knowing known knub knubbly knubby knublet knuckle
knuckled knuckler knuckly knur knurl knurled knurling knurly knut knutty knyaz
knyazi koae koala koali koban kobi kobird kobold kobong kobu koda kodak
kodaker kodakist kodakry kodro kodurite koel koff koft koftgar koftgari kohemp
kohl kohlrabi kohua koil koila koilon koimesis koine koinon koinonia kojang
kokako kokam kokan kokil kokio koklas koklass koko kokoon kokowai kokra koku
kokum kokumin kola kolach kolea koleroga kolhoz kolinski kolinsky kolkhos
kolkhoz kollast koller kolo kolobion kolobus kolokolo kolsun koltunna komatik
kombu kommetje kommos komondor kompeni kona konak kongoni kongu konini konjak
kooka kookeree kookery kookri koolah kooletah kooliman koombar koomkie kootcha
kopeck koph kopi koppa koppen koppite kora koradji korait korakan korari kore
korec koreci korero kori korimako korin koromika koromiko korona korova korrel
korrigum koruna korymboi korymbos korzec kosher kosin kosong koswite kotal
koto kotuku kotwal kotwalee kotyle kotylos koulan kouza kovil kowhai kowtow
koyan kozo kraal kraft krait kraken kral krama kran kras krasis kratogen
kraurite krausen krausite kraut kreis kreistle krelos kremlin krems kreng
kreplech kreutzer krieker krimmer krina kritrima krobyloi krobylos krocket
krome kromeski kromskop krona krone kronen kroner kronor kronur kroon krosa
krouchka kroushka krypsis kryptic kryptol krypton kuan kuba kubba kuchen
kudize kudos kudu kudzu kuei kuge kugel kuichua kukoline kukri kuku kukui
kukupa kula kulack kulah kulaite kulak kulakism kulang kulimit kulkarni
kullaite kulm kulmet kumbi kumhar kumiss kummel kumquat kumrah kunai kung kunk
kunkur kunzite kuphar kupper kurbash kurchine kurgan kurtosis kuruma kurumaya
kurung kurus kurvey kurveyor kusa kusam kusha kuskite kuskos kuskus kusti
kusum kutcha kuttab kuttar kuttaur kuvasz kvass kvint kvinter kwamme kwan
kwarta kwazoku kyack kyah kyar kyat kyaung kyle kylite kylix kymation kymbalon
kymogram kynurine kyphosis kyphotic kyrine kyte laager laang labara labarum
labba labber labdanum labefact labefy label labeler labella labeller labellum
labia labial labially labiate labiated labiella labile lability labilize
labiose labis labium lablab labor laborage laborant labordom labored laborer
laboress laboring laborism laborist laborite laborous labour labra labral
labret labroid labrose labrum labrusca labrys lacca laccaic laccase laccol
lace lacebark laced laceleaf laceless lacelike laceman lacepod lacer lacerant
lacerate lacery lacet lacewing lacewood lacework lache laches lachryma lachsa
lacily laciness lacing lacinia lacinula lacis lack lackaday lacker lackey
lackeyed lackland lackwit lacmoid lacmus laconic laconica laconism laconize
lacquer lacrosse lacrym lactam lactant lactary lactase lactate lacteal lactean
lactenin lacteous lactesce lactic lactid lactide lactific lactify lactim lacto
lactoid lactol lactone lactonic lactose lactucin lactucol lactucon lactyl
lacuna lacunae lacunal lacunar lacunary lacune lacunose lacunule lacwork lacy
ladakin ladanum ladder laddered laddery laddess laddie laddikie laddish
laddock lade lademan laden lader ladhood ladies ladify lading ladkin ladle
ladleful ladler ladrone lady ladybird ladybug ladydom ladyfish ladyfly ladyfy
ladyhood ladyish ladyism ladykin ladykind ladyless ladylike ladyling ladylove
ladyly ladyship laet laeti laetic lagan lagarto lagen lagena lagend lager
lagetto laggar laggard lagged laggen lagger laggin lagging laglast lagna
lagonite lagoon lagoonal lagopode lagopous lagwort laic laical laically laich
laicism laicity laicize laicizer laid laigh lain laine laiose lair lairage
laird lairdess lairdie lairdly lairless lairman lairy laitance laity lakatoi
lake lakeland lakeless lakelet lakelike laker lakeside lakeward lakeweed lakie
laking lakish lakism lakist laky lalang lall lalling lalo lama lamaic lamantin
lamany lamasary lamasery lamb lamba lambale lambaste lambda lambdoid lambeau
lambency lambent lamber lambert lambhood lambie lambish lambkill lambkin
lamblike lambling lambly lamboys lambskin lamby lame lamedh lameduck lamel
lamella lamellar lamely lameness lament lamented lamenter lamester lameter
lametta lamia lamiger lamiid lamin lamina laminae laminar laminary laminate
laminose laminous lamish lamiter lammas lammer lammock lammy lamnid lamnoid
lamp lampad lampas lampatia lamper lampern lampers lampfly lampful lamphole
lamping lampion lampist lampless lamplet lamplit lampman lampoon lamppost
lamprey lampwick lampyrid lanas lanate lanated lanaz lance lanced lancegay
lancelet lancely lanceman lancepod lancer lances lancet lanceted lancha
lanciers land landau landbook landed lander landfall landfast landing landlady
landless landlike landline landlock landlook landlord landman landmark landmil
landsale landship landsick landside landskip landslip landsman landward
landwash landways landwhin landwire lane lanete laneway laney langaha langarai
langca langi langite langlauf langle langoon langooty langrage langsat
langsyne language langued languet languid languish languor langur laniary
laniate lanific laniform lanioid lanista lank lanket lankily lankish lankly
lankness lanky lanner lanneret lanolin lanose lanosity lansat lanseh lanson
lant lantaca lantern lanthana lantum lanugo lanum lanx lanyard lapacho
lapachol lapactic lapboard lapcock lapel lapeler lapelled lapful lapicide
lapidary lapidate lapideon lapidify lapidist lapidity lapidose lapillo
lapillus lapon lappage lapped lapper lappet lappeted lapping lapsable lapse
lapsed lapser lapsi lapsing lapstone lapwing lapwork laquear laqueus larboard
larcener larcenic larceny larch larchen lard larder larderer lardite lardon
lardworm lardy large largely largen largess largish largo lari lariat larick
larid laridine larigo larigot lariid larin larine larixin lark larker larking
larkish larklike larkling larksome larkspur larky larmier larnax laroid
larrigan larrikin larriman larrup larry larva larvae larval larvate larve
larvule laryngal larynges laryngic larynx lasa lascar laser lash lasher
lashless lashlite lask lasket laspring lasque lass lasset lassie lasslorn
lasso lassock lassoer last lastage laster lasting lastly lastness lastre lasty
lata latah latch latcher latchet latching latchkey latchman late latebra lated
lateen lateener lately laten latence latency lateness latent latently later
latera laterad lateral laterite latesome latest latex lath lathe lathee
latheman lathen lather latherer latherin latheron lathery lathing lathwork
lathy lathyric latices latigo latinism lation latisept latish latitant latitat
latite latitude latomy latrant latria latrine latro latrobe latron latten
lattener latter latterly lattice latticed latus lauan laud laudable laudably
laudanin laudanum laudator lauder laudist laugh laughee laugher laughful
laughing laughter laughy lauia laun launce launch launcher laund launder
laundry laur laura laurate laureate laurel laureled laureole lauric laurin
laurite laurone lauryl lava lavable lavabo lavacre lavage lavalike lavanga
lavant lavaret lavatic lavation lavatory lave laveer lavement lavender
lavenite laver laverock lavic lavish lavisher lavishly lavolta lawbook
lawcraft lawful lawfully lawgiver lawing lawish lawk lawlants lawless lawlike
lawmaker lawman lawn lawned lawner lawnlet lawnlike lawny lawproof lawsuit
lawter lawyer lawyerly lawyery lawzy laxate laxation laxative laxism laxist
laxity laxly laxness layaway layback layboy layer layerage layered layery
layette laying layland layman layne layoff layout layover layship laystall
laystow laywoman lazar lazaret lazarly lazarole laze lazily laziness lazule
lazuli lazuline lazulite lazurite lazy lazybird lazyhood lazyish lazylegs
lazyship leach leacher leachman leachy lead leadable leadage leadback leaded
leaden leadenly leader leadin leading leadless leadman leadoff leadout
leadsman leadway leadwood leadwork leadwort leady leaf leafage leafboy leafcup
leafdom leafed leafen leafer leafery leafgirl leafit leafless leaflet leaflike
leafwork leafy league leaguer leak leakage leakance leaker leakless leaky leal
lealand leally lealness lealty leam leamer lean leaner leaning leanish leanly
leanness leant leap leapable leaper leapfrog leaping leapt lear learn learned
learner learning learnt leasable lease leaser leash leasing leasow least leat
leath leather leathern leathery leatman leave leaved leaven leaver leaves
leaving leavy leawill leban lebbek lecama lecaniid lecanine lech lecher
lechery lechwe lecithal lecithin leck lecker lectern lection lector lectress
lectrice lectual lecture lecturee lecturer lecyth lecythid lecythus lede leden
lederite ledge ledged ledger ledging ledgment ledgy ledol leeangle leeboard
leech leecher leechery leeches leechkin leed leefang leeftail leek leekish
leeky leep leepit leer leerily leerish leerness leeroway leery lees leet
leetman leewan leeward leeway leewill left leftish leftism leftist leftmost
leftness leftover leftward legacy legal legalese legalism legalist legality
legalize legally legatary legate legatee legatine legation legative legato
legator legend legenda legendic legendry leger legerity leges legged legger
legging leggy leghorn legible legibly legific legion legioned legioner
legionry legist legit legitim leglen legless leglet leglike legman legoa
legpiece legpull legrope legua leguan legume legumen legumin lehr lehrman
lehua leighton leimtype leiocome leister leisure leisured lekach lekane lekha
leman lemel lemma lemmata lemming lemmitis lemnad lemology lemon lemonade
lemonish lemony lempira lemur lemures lemurian lemurid lemurine lemuroid lenad
lenard lench lend lendable lendee lender lene length lengthen lengther lengthy
lenience leniency lenient lenify lenis lenitic lenitive lenitude lenity lennow
leno lens lensed lensless lenslike lent lenth lenticel lenticle lentigo lentil
lentisc lentisco lentisk lento lentoid lentor lentous lenvoi lenvoy leoncito
leonine leonines leonite leopard leoparde leotard lepa lepadoid leper leperdom
lepered lepidene lepidine lepidoid lepidote lepocyte leporid leporide leporine
lepra lepric leproid leproma leprose leprosis leprosy leprous leptid leptite
leptome lepton leptus lerot lerp lerret lesche lesion lesional lesiy less
lessee lessen lessener lesser lessive lessn lessness lesson lessor lest
lestrad letch letchy letdown lete lethal lethally lethargy letoff lettable
letten letter lettered letterer letteret letterin lettrin lettuce letup
leucemia leucemic leuch leucine leucism leucite leucitic leucitis leuco
leucoid leucoma leucon leucoryx leucosis leucotic leucous leucyl leud leuk
leukemia leukemic leukosis leukotic leuma levance levant levanter levator
levee level leveler leveling levelish levelism levelly levelman lever leverage
leverer leveret leverman levers leviable levier levigate levin levining levir
levirate levitant levitate levity levo levogyre levulic levulin levulose levy
levyist levynite lewd lewdly lewdness lewis lewisite lewisson lewth lexia
lexical lexicon leyland leysing lherzite liable liaison liana liang liar liard
libament libant libate libation libatory libber libbet libbra libel libelant
libelee libeler libelist libelous liber liberal liberate liberty libidibi
libido libken libra libral library librate libretti libretto licareol licca
license licensed licensee licenser licensor lich licham lichanos lichen
lichened lichenic lichenin licheny lichi licit licitly lick licker licking
lickspit licorice licorn licorne lictor lidded lidder lidgate lidless lied
lief liege liegedom liegeful liegely liegeman lieger lien lienal lienee lienic
lienitis lienor lientery lieproof lier lierne lierre liesh lieu lieue lieve
lievrite life lifeboat lifeday lifedrop lifeful lifehold lifeless lifelet
lifelike lifeline lifelong lifer liferent liferoot lifesome lifetime lifeward
lifework lifey lifo lift liftable lifter lifting liftless liftman ligable
ligament ligas ligate ligation ligator ligature ligeance ligger light lighten
lighter lightful lighting lightish lightly lightman ligne ligneous lignify
lignin lignite lignitic lignone lignose lignum ligroine ligula ligular
ligulate ligule ligulin liguloid ligure ligurite liin lija likable like likely
liken likeness liker likesome likeways likewise likin liking liknon lilac
lilacin lilacky lile lilied liliform lill lilt lily lilyfy lilylike lilywood
lilywort limacel limacine limacoid limacon limaille liman limation limb limbal
limbat limbate limbeck limbed limber limberly limbers limbic limbie limbless
limbmeal limbo limbous limbus limby lime limeade limebush limekiln limeless
limelike limeman limen limequat limer limes limetta limettin limewash limewort
limey liminal liminary liminess liming limit limital limitary limitate limited
limiter limiting limitive limma limmer limmock limmu limn limnanth limner
limnery limnetic limniad limnite limoid limonene limoniad limonin limonite
limonium limose limous limp limper limpet limpid limpidly limpily limpin
limping limpish limpkin limply limpness limpsy limpwort limpy limsy limu
limulid limuloid limurite limy lina linable linaga linage linaloa linalol
linalool linarite linch linchet linchpin lincloth linctus lindane linden
linder lindo lindoite line linea lineage lineaged lineal lineally linear
linearly lineate lineated linecut lined lineless linelet lineman linen
linenize linenman liner linesman linework ling linga lingbird linge lingel
linger lingerer lingerie lingo lingtow lingua lingual linguale linguet
linguist lingula lingulid lingwort lingy linha linhay linie liniment linin
lininess lining linitis liniya linja linje link linkable linkage linkboy
linked linker linking linkman links linkwork linky linn linnet lino linolate
linoleic linolein linoleum linolic linolin linon linotype linous linoxin
linoxyn linpin linseed linsey linstock lint lintel linteled linten linter
lintern lintie lintless lintseed linty linwood liny liomyoma lion lioncel
lionel lioness lionet lionhood lionism lionize lionizer lionlike lionly
lionship lipa liparian liparid liparite liparoid liparous lipase lipemia
lipide lipin lipless liplet liplike lipocaic lipocele lipocere lipocyte
lipogram lipoid lipoidal lipoidic lipoma lipomata lipopod liposis liposome
lipotype lipoxeny lipped lippen lipper lipping lippy lipstick lipuria lipwork
liquable liquamen liquate liquefy liquesce liqueur liquid liquidly liquidy
liquor liquorer lira lirate liration lire lirella liripipe lisere lish lisk
lisle lisp lisper lispund liss lissom lissome list listable listed listel
listen listener lister listing listless listred listwork litany litas litation
litch litchi lite liter literacy literal literary literate literati literato
literose lith litharge lithe lithely lithemia lithemic lithi lithia lithiate
lithic lithify lithite lithium litho lithodid lithoid lithosis lithosol
lithous lithoxyl lithsman lithuria lithy litigant litigate litmus litotes
litra litster litten litter litterer littery little littling littlish littoral
littress lituite liturate liturgy litus lituus litz livable live liveborn
lived livedo livelily livelong lively liven liveness liver livered liveried
liverish livery livid lividity lividly livier living livingly livor livre
liwan lixive lixivial lixivium lizard llama llano llautu llyn loach load
loadage loaded loaden loader loading loadless loadsome loaf loafer loafing
loaflet loaghtan loam loamily loaming loamless loamy loan loanable loaner
loanin loanword loath loathe loather loathful loathing loathly loave lobal
lobar lobate lobated lobately lobation lobber lobbish lobby lobbyer lobbyism
lobbyist lobbyman lobcock lobe lobed lobefoot lobeless lobelet lobelin
lobeline lobfig lobiform lobing lobiped loblolly lobo lobola lobose lobotomy
lobster lobtail lobular lobulate lobule lobulose lobulous lobworm loca locable
local locale localism localist locality localize locally locanda locate
location locative locator locellus loch lochage lochan lochetic lochia lochial
lochus lochy loci lock lockable lockage lockbox locked locker locket lockful
lockhole locking lockjaw lockless locklet lockman lockout lockpin lockram
locksman lockspit lockup lockwork locky loco locofoco locoism locomote
locoweed locular loculate locule loculose loculus locum locus locust locusta
locustal locustid locution locutor locutory lode lodesman lodestar lodge
lodged lodgeful lodgeman lodger lodging lodgings lodgment lodicule loess
loessal loessial loessic loessoid loft lofter loftily lofting loftless loftman
loftsman lofty loganin logbook logcock loge logeion logeum loggat logged
logger loggia loggin logging loggish loghead logia logic logical logician
logicism logicist logicity logicize logie login logion logistic logium loglet
loglike logman logogram logoi logology logomach logos logotype logotypy
logroll logway logwise logwood logwork logy lohan lohoch loimic loin loined
loir loiter loiterer loka lokao lokaose lokapala loke loket lokiec loll loller
lollipop lollop lollopy lolly loma lomatine lombard lomboy loment lomentum
lomita lommock lone lonelily lonely loneness lonesome long longa longan
longbeak longboat longbow longe longear longer longeval longfelt longfin
longful longhair longhand longhead longhorn longing longish longjaw longleaf
longlegs longly longness longs longsome longspun longspur longtail longue
longway longways longwise longwool longwork longwort lontar looby lood loof
loofah loofie loofness look looker looking lookout lookum loom loomer loomery
looming loon loonery looney loony loop looper loopful loophole looping loopist
looplet looplike loopy loose loosely loosen loosener looser loosing loosish
loot lootable looten looter lootie lootsman lope loper lophiid lophine
lopolith loppard lopper loppet lopping loppy lopseed lopsided lopstick loquat
loquence loquent lora loral loran lorarius lorate lorcha lord lording lordkin
lordless lordlet lordlike lordlily lordling lordly lordosis lordotic lordship
lordwood lordy lore loreal lored loreless lori loric lorica loricate loricoid
lorikeet lorilet lorimer loriot loris lormery lorn lornness loro lorriker
lorry lors lorum lory losable lose losel loselism losenger loser losh losing
loss lossless lost lostling lostness lota lotase lote lotebush lotic lotiform
lotion lotment lotrite lots lotter lottery lotto lotus lotusin louch loud
louden loudish loudly loudness louey lough lougheen louisine louk loukoum
loulu lounder lounge lounger lounging loungy loup loupe lour lourdy louse
lousily louster lousy lout louter louther loutish louty louvar louver louvered
lovable lovably lovage love lovebird loveful lovelass loveless lovelily
loveling lovelock lovelorn lovely loveman lovemate lover loverdom lovered
lovering loverly lovesick lovesome loving lovingly lowa lowan lowbell lowborn
lowboy lowbred lowdah lowder loweite lower lowerer lowering lowery lowigite
lowish lowishly lowland lowlily lowly lowmen lowmost lown lowness lownly lowth
lowwood lowy loxia loxic loxocosm loxodont loxotic loxotomy loyal loyalism
loyalist loyalize loyally loyalty lozenge lozenged lozenger lozengy lubber
lubberly lube lubra lubric lubrify lucanid lucarne lucban luce lucence lucency
lucent lucently lucern lucernal lucerne lucet lucible lucid lucida lucidity
lucidly lucifee lucific luciform lucigen lucinoid lucivee luck lucken luckful
luckie luckily luckless lucky lucre lucrific lucrify lucule luculent lucumia
lucumony lucy ludden ludefisk ludibry ludo lues luetic lufberry lufbery luff
luge luger luggage luggar lugged lugger luggie lugmark lugsail lugsome lugworm
luhinga luigino luke lukely lukeness lukewarm lulab lull lullaby luller
lulliloo lulu lumachel lumbago lumbang lumbar lumbayao lumber lumberer
lumberly lumbrous lumen luminal luminant luminary luminate lumine luminism
luminist luminous lummox lummy lump lumper lumpet lumpfish lumpily lumping
lumpish lumpkin lumpman lumpy luna lunacy lunar lunare lunarian lunarist
lunarium lunary lunate lunately lunatic lunation lunatize lunatum lunch
luncheon luncher lundress lune lunes lunette lung lunge lunged lungeous lunger
lungfish lungful lungi lungie lungis lungless lungsick lungworm lungwort lungy
luniform lunkhead lunn lunoid lunt lunula lunular lunulate lunule lunulet
lunulite lupanine lupe lupeol lupeose lupicide lupiform lupine lupinin
lupinine lupinous lupis lupoid lupous lupulic lupulin lupuline lupulus lupus
lura lural lurch lurcher lurdan lure lureful lurement lurer luresome lurg
lurgworm lurid luridity luridly luringly lurk lurker lurky lurrier lurry
luscious lush lushburg lusher lushly lushness lushy lusk lusky lusory lust
luster lusterer lustful lustily lustless lustra lustral lustrant lustrate
lustrify lustrine lustring lustrous lustrum lusty lutanist lutany lutation
lute luteal lutecia lutecium lutein lutelet luteo luteolin luteoma luteous
luter lutetium luteway lutfisk luthern luthier lutianid lutidine luting lutist
lutose lutrin lutrine lutulent luxate luxation luxe luxurist luxury luxus lyam
lyard lycaenid lyceal lyceum lycid lycodoid lycopene lycopin lycopod lycopode
lycorine lycosid lyctid lyddite lydite lyery lygaeid lying lyingly lymnaean
lymnaeid lymph lymphad lymphoid lymphoma lymphous lymphy lyncean lynch lyncher
lyncine lynx lyophile lyophobe lyotrope lyra lyrate lyrated lyrately lyraway
lyre lyrebird lyreman lyretail lyric lyrical lyricism lyricist lyricize
lyriform lyrism lyrist lysate lyse lysidine lysin lysine lysis lysogen
lysozyme lyssa lyssic lyterian lytic lytta lyxose maam mabi mabolo macaasim
macabre macaco macadam macan macana macao macaque macarism macarize macaroni
macaroon macaw maccaboy macco maccoboy mace macehead maceman macer macerate
machan machar machete machi machila machin machinal machine machiner machree
macies macilent mack mackerel mackins mackle macklike macle macled maclurin
maco maconite macrame macro macron macropia macrotia macrotin macrural
macruran mactroid macuca macula macular maculate macule maculose macuta madam
madame madbrain madcap madden madder madding maddish maddle made madefy
madeline madhouse madhuca madid madidans madling madly madman madnep madness
mado madoqua madrague madrasah madrier madrigal madrona madship madstone
maduro madweed madwoman madwort maegbote maenad maenadic maenaite maestri
maestro maffia maffick maffle mafflin mafic mafoo mafura magadis magadize
magani magas magazine magaziny mage magenta magged maggle maggot maggoty magi
magic magical magicdom magician magicked magiric magirics magirist magister
magma magmatic magnate magnes magnesia magnesic magnet magneta magnetic
magneto magnetod magneton magnific magnify magnolia magnum magot magpie
magpied magsman maguari maguey maha mahaleb mahalla mahant mahar maharaja
maharana maharani maharao mahatma mahmal mahmudi mahoe mahogany mahoitre
maholi mahone mahout mahseer mahua mahuang maid maidan maiden maidenly
maidhood maidish maidism maidkin maidlike maidling maidy maiefic maieutic
maigre maiid mail mailable mailbag mailbox mailclad mailed mailer mailie
mailless mailman maim maimed maimedly maimer maimon main mainly mainmast
mainour mainpast mainpin mainport mainpost mains mainsail mainstay maint
maintain maintop maioid maire maize maizenic maizer majagua majestic majesty
majo majolica majolist majoon major majorate majority majorize makable make
makebate makedom makefast maker makeress makhzan maki makimono making makluk
mako makuk mala malacia malacoid malacon malactic maladive malady malagma
malahack malaise malakin malambo malanga malapaho malapert malapi malaprop
malar malaria malarial malarin malarkey malaroma malate malati malax malaxage
malaxate malchite malduck male malease maleate maledict maleic malella
maleness maleo malfed malgrace malguzar mali malic malice malicho maliform
malign maligner malignly malik malikala malikana maline malines malinger
malism malison malist malistic malkin mall mallard malleal mallear malleate
mallee mallein mallet malleus mallow mallum mallus malm malmsey malmy malo
malodor malonate malonic malonyl malouah malpais malpoise malposed malt
maltable maltase malter maltha malting maltman maltolte maltose maltreat
maltster maltworm malty malunion malurine malvasia malverse mamba mambo
mameluco mamma mammal mammary mammate mammee mammer mammilla mammitis mammock
mammogen mammon mammoth mammula mammular mammy mamo mana manacle manage
managee manager managery manaism manakin manal manas manatee manatine manatoid
manavel manbird manbot manche manchet mancipee manciple mancono mancus mand
mandala mandamus mandant mandarah mandarin mandate mandatee mandator mandatum
mandelic mandible mandil mandola mandolin mandom mandora mandore mandra
mandrake mandrel mandrill mandrin mandruka mandua mandyas mane maned manege
manei maneless manent manerial manes maness maneuver maney manful manfully
mang manga mangabey mangal manganic mange mangeao mangel mangelin manger mangi
mangily mangle mangler mangling mango mangona mangonel mangrass mangrate
mangrove mangue mangy manhead manhole manhood mani mania maniable maniac
maniacal manic manicate manicole manicure manid manienie manifest manifold
maniform manify manikin manila manilla manille manioc maniple manism manist
manistic manito maniu manjak mank mankin mankind manless manlet manlike
manlily manling manly manna mannan manner mannered mannerly manners manness
mannide mannie mannify manning mannish mannite mannitic mannitol mannonic
mannosan mannose manny mano manoc manomin manor manorial manostat manque
manred manrent manroot manrope mansard manscape manse manship mansion manso
mansonry mansuete mant manta mantal manteau mantel mantelet manter mantes
mantevil mantic mantid mantilla mantis mantissa mantle mantled mantlet
mantling manto mantoid mantra mantrap mantua manual manualii manually manuao
manucode manuduce manuka manul manuma manumea manumit manurage manure manurer
manurial manus manusina manutagi manward manwards manway manweed manwise many
manyfold manyness manyroot manyways manywise manzana manzil maomao mapach
mapau maphrian mapland maple mapo mappable mapper mappist mappy mapwise
maquette maqui maquis marabou marabuto maraca maracan maracock marae maral
marang marantic marara mararie marasca marasmic marasmus marathon maraud
marauder maravedi marble marbled marbler marbles marbling marblish marbly marc
marcel marcella marcello march marcher marchite marchman marcid marco marconi
marcor mardy mare mareblob marechal maremma marengo marennin marfire margaric
margarin margay marge margent margin marginal margined margosa margrave
marhala maria marid marigold marigram marikina marimba marina marinade
marinate marine mariner marinist mariola maris marish maritage marital
maritime marjoram mark marka markdown marked markedly marker market marketer
markhor marking markka markless markman markmoot markshot marksman markup
markweed marl marled marler marli marlin marline marlite marlitic marllike
marlock marlpit marly marm marmelos marmit marmite marmoric marmose marmoset
marmot maro marocain marok maroon marooner maroquin marplot marque marquee
marquess marquis marquise marquito marrano marree marrer marriage married
marrier marron marrot marrow marrowed marrowy marry marryer marrying marsh
marshal marshite marshman marshy marsoon mart martagon martel marten martext
martial martin martinet martinoe martite martlet martyr martyrly martyry maru
marvel marvelry marver mary marybud marysole marzipan masa mascally mascara
mascaron mascled mascot mascotry masculy masdeu mash masha mashal masher
mashie mashing mashman mashru mashy masjid mask masked masker maskette
masklike maskoid maslin mason masoned masoner masonic masonite masonry masooka
masoola masque masquer mass massa massacre massage massager masse massebah
massedly massel masser masseter masseur masseuse massicot massier massiest
massif massily massive massless masslike massoy massula massy mast mastaba
mastage mastauxe mastax masted master masterer masterly mastery mastful
masthead mastic mastiche masticic mastiff masting mastitis mastless mastlike
mastman mastodon mastoid mastwood masty masu masurium matachin mataco matadero
matador matagory matai matalan matamata matamoro matanza matapan matapi matara
matax matboard match matchbox matcher matching matchy mate matehood mateless
matelote mately mater material materiel maternal mateship matey matezite
matfelon matgrass math mathemeg mathes mathesis mathetic matico matin matinal
matinee mating matins matipo matka matless matlow matmaker matra matral
matranee matrass matreed matric matrical matrices matris matrix matron
matronal matronly matross matsu matsuri matta mattaro matte matted mattedly
matter mattery matti matting mattock mattoid mattoir mattress mattulla
maturate mature maturely maturer maturing maturish maturity matutine matweed
maty matzo matzoon matzos matzoth maud maudle maudlin mauger maugh maul mauler
mauley mauling maumet maumetry maun maund maunder maundful maundy maunge
mausolea mauther mauve mauveine mauvette mauvine maux maverick mavis mawbound
mawk mawkish mawky mawp maxilla maxillar maxim maxima maximal maximate maximed
maximist maximite maximize maximum maximus maxixe maxwell maya maybe maybush
maycock mayday mayfish mayhap mayhem maynt mayor mayoral mayoress maypop
maysin mayten mayweed maza mazalgia mazame mazard mazarine maze mazed mazedly
mazeful mazement mazer mazic mazily maziness mazopexy mazuca mazuma mazurka
mazut mazy mazzard mbalolo mbori meable meaching mead meader meadow meadowed
meadower meadowy meadsman meager meagerly meagre meak meal mealable mealer
mealies mealily mealless mealman mealtime mealy mean meander meaned meaner
meaning meanish meanly meanness meant meantone mease measle measled measles
measly measure measured measurer meat meatal meatbird meated meathook meatily
meatless meatman meatus meaty mecate mechanal mechanic mecodont mecon meconic
meconin meconium medal medaled medalet medalist medalize medallic meddle
meddler meddling media mediacid mediacy mediad medial medially median medianic
medianly mediant mediate mediator medic medical medicate medicine medico
mediety medieval medimn medimno medimnos medimnus medino medio mediocre
medisect meditant meditate medium medius medjidie medlar medley medregal
medrick medulla medullar medusal medusan medusoid meebos meece meed meedless
meek meeken meekling meekly meekness meered meerkat meese meet meetable meeten
meeter meeterly meethelp meeting meetly meetness megabar megacosm megadont
megadyne megaerg megafog megaleme megalerg megalith megalopa megalops megamere
megapod megapode megaron megaseme megaton megatype megatypy megavolt megawatt
megerg megilp megmho megohm megohmit megotalc megrim mehalla mehari meharist
mehtar meile mein meinie meio meiobar meionite meiosis meiotaxy meiotic meith
mejorana mela melada melagra melalgia melam melamed melamine melange melanger
melanian melanic melanin melanism melanite melanize melano melanoid melanoma
melanose melanous melanure melasma melasmic melatope melaxuma melch meld
melder meldrop mele melee melena melene melenic meliatin melic melicera
melilite melilot meline melinite melisma melissyl melitis melitose mell
mellate mellay melleous meller mellit mellite mellitic mellon mellow mellowly
mellowy mellsman melodeon melodia melodial melodic melodica melodics melodion
melodism melodist melodize melodram melody meloe melogram meloid melomane
melon meloncus melonist melonite melonry melos melosa melt meltable meltage
melted melter melters melting melton member membered membral membrana membrane
memento meminna memo memoir memoria memorial memoried memorist memorize memory
menace menacer menacing menacme menage menald menarche mend mendable mendee
mender mending mendole mends menfolk meng menhaden menhir menial menially
menilite meninges meningic meninx meniscal meniscus menkind mennom menology
mensa mensal mense menseful menses mensk mensual mensural mentagra mental
mentalis mentally mentary menthane menthene menthol menthone menthyl mention
mentor mentum menu meny menyie menzie mephitic mephitis meralgia meraline
merbaby mercal mercapto mercer mercery merch merchant merchet merciful
mercuric mercy mere merel merely meresman meretrix merfold merfolk merge
mergence merger mergh meriah mericarp merice meridian meril meringue merism
merist meristem meristic merit merited meriter meritful merk merkhet merkin
merl merle merlette merlin merlon mermaid merman mero merocele merocyte
merogamy merogony merop meropia meros merosome merotomy meroxene merrily
merrow merry merryman merse meruline merwoman merycism mesa mesabite mesad
mesail mesal mesalike mesally mesange mesaraic mesarch mescal mesdames mese
mesem mesenna mesh meshed meshwork meshy mesiad mesial mesially mesian mesic
mesilla mesion mesitite mesityl mesmeric mesnalty mesne meso mesobar mesocarp
mesode mesoderm mesodic mesodont mesolabe mesole mesolite mesology mesomere
meson mesonic mesopic mesosaur mesoseme mesosoma mesosome mesothet mesotron
mesotype mesozoan mespil mesquite mess message messan messe messer messet
messily messin messing messman messmate messor messroom messrs messtin
messuage messy mestee mester mestiza mestizo mestome meta metabola metabole
metaboly metacism metacone metad metage metagram metal metaler metaline
metaling metalism metalist metalize metallic metallik metaloph metamer
metamere metamery metanym metaphor metapore metasoma metasome metate metatype
metaxite metayer metazoal metazoan metazoea metazoic metazoon mete metel
meteor meteoric meter meterage meterman metewand meteyard methanal methane
methene methenyl mether methid methide methine methinks method methodic
methoxyl methyl methylal methylic methylol metic metier metis metochy metonym
metonymy metope metopic metopion metopism metopon metoxeny metra metreta
metrete metretes metria metric metrical metrics metrify metrist metritis
mettar mettle mettled metusia metze meuse meute meward mewer mewl mewler
mezcal mezereon mezereum mezuzah mezzo mhometer miamia mian miaow miaower mias
miaskite miasm miasma miasmal miasmata miasmic miasmous miaul miauler mica
micacite micasize micate mication mice micellar micelle miche micher michigan
miching micht mick mickle mico micraner micrify micro microbal microbar
microbe microbic microerg microhm microlux micromil micron micropia micropin
micropsy microtia microzoa micrurgy miction midbrain midday midden middle
middler middling middy mide midge midget midgety midgy midiron midland midleg
midmain midmonth midmorn midmost midnight midnoon midpit midrange midrash
midrib midriff mids midship midships midspace midst midstory midstout midtap
midvein midverse midward midwatch midway midweek midwife midwise midyear mien
miersite miff miffy might mightily mightnt mighty miglio mignon mignonne
migraine migrant migrate migrator mihrab mijakite mijl mikado mike mikie mila
milady milarite milch milcher milchy mild milden milder mildew mildewer
mildewy mildish mildly mildness mile mileage milepost miler milesima mileway
milfoil milha miliaria miliary milieu militant military militate militia
milium milk milkbush milken milker milkfish milkily milking milkless milklike
milkmaid milkman milkness milkshed milkshop milksick milksop milkweed milkwood
milkwort milky mill milla millable millage milldam mille milled miller millet
millfeed millful milliad milliamp milliard milliare milliary millibar millieme
milligal millile millilux milline milliner milling million millions millman
millpond millpool millpost millrace millrynd millsite milltail millward
millwork milner milo milord milpa milreis milsey milsie milt milter miltlike
miltsick milty milvine mima mimbar mimble mime mimeo mimer mimesis mimester
mimetene mimetic mimetism mimetite mimiambi mimic mimical mimicism mimicker
mimicry mimine mimly mimmest mimmock mimmocky mimmood mimmoud mimosis mimosite
mimotype mimp mimsey mina minable minacity minar minaret minatory minaway
mince mincer minchery mincing mind minded minder mindful minding mindless mine
miner mineral minerval minery mines minette ming minge mingelen mingle mingler
mingwort mingy minhag minhah miniate miniator minibus minicam minify minikin
minim minima minimal minimism minimize minimum minimus mining minion minionly
minish minisher minister ministry minitant minium miniver minivet mink minkery
minkish minnie minning minnow minny mino minoize minor minorage minorate
minoress minority minot minster minstrel mint mintage mintbush minter mintman
minty minuend minuet minuetic minus minutary minute minutely minuter minutia
minutiae minutial minx minxish minxship miny minyan miqra miquelet mirach
miracle mirador mirage miragy mirate mirbane mird mirdaha mire mirepoix mirid
mirific miriness mirish mirk mirksome mirliton miro mirror mirrored mirrory
mirth mirthful miry mirza misact misadapt misadd misagent misaim misally
misalter misandry misapply misarray misassay misatone misaward misbeget
misbegin misbias misbill misbind misbirth misbode misborn misbrand misbuild
misbusy miscall miscarry miscast mischief mischio miscible misclaim misclass
miscoin miscolor miscook miscount miscovet miscreed miscript miscrop miscue
miscut misdate misdaub misdeal misdeed misdeem misdiet misdo misdoer misdoing
misdoubt misdower misdraw misdread misdrive mise misease misedit misenite
misenjoy miser miserdom miserism miserly misery misfaith misfare misfault
misfield misfile misfire misfit misfond misform misframe misgauge misgive
misgo misgraft misgrave misgrow misgrown misguess misguide mishap mishmash
mishmee misinfer misinter misjoin misjudge miskeep misken miskill misknow
misky mislabel mislabor mislay mislayer mislead mislear mislearn misled
mislest mislight mislike misliken misliker mislive mislodge mismade mismake
mismarry mismatch mismate mismove misname misnomed misnomer misobey misogamy
misogyne misogyny misology misomath misorder misoxene misoxeny mispage
mispaint misparse mispart mispatch mispay mispick misplace misplant misplay
misplead mispoint mispoise misprint misprize misproud misput misquote misraise
misrate misread misrefer misrhyme misrule miss missable missal missay missayer
misseem missel misserve misset misshape misshood missible missile missing
mission missis missish missive missmark missment misspeak misspell misspend
misstate misstay misstep missuade missy missyish mist mistake mistaken
mistaker mistbow misteach misted mistell mistend mister misterm mistetch
mistfall mistful misthink misthrow mistic mistide mistify mistily mistime
mistitle mistle mistless mistone mistook mistouch mistrain mistral mistreat
mistress mistrial mistrist mistrust mistry mistryst misturn mistutor misty
mistyish misura misusage misuse misuser misvalue misvouch miswed miswish
misword miswrite misyoke mitapsis mite miter mitered miterer miticide mitigant
mitigate mitis mitome mitosis mitosome mitotic mitra mitral mitrate mitre
mitrer mitt mitten mittened mittimus mitty mity miurus mixable mixblood mixed
mixedly mixen mixer mixeress mixhill mixible mixite mixtion mixture mixy
mizmaze mizzen mizzle mizzler mizzly mizzy mneme mnemic mnemonic mnesic
mnestic mnioid moan moanful moaning moanless moat mobable mobbable mobber
mobbish mobbism mobbist mobby mobcap mobed mobile mobility mobilize moble
moblike mobocrat mobproof mobship mobsman mobster moccasin mocha mochras mock
mockable mockado mockbird mocker mockery mockful mocmain mocomoco mocuck modal
modalism modalist modality modalize modally mode model modeler modeless
modeling modelist modeller modena moderant moderate moderato modern moderner
modernly modest modestly modesty modicity modicum modifier modify modiolar
modiolus modish modishly modist modiste modistry modius modulant modular
modulate module modulo modulus modumite moellon mofette moff mofussil mogador
mogadore mogdad moggan moggy mogo moguey moha mohabat mohair mohar mohel
mohnseed moho mohr mohur moider moidore moieter moiety moil moiler moiles
moiley moiling moilsome moineau moio moire moirette moise moist moisten
moistful moistify moistish moistly moisture moisty moit moity mojarra mojo
mokaddam moke moki mokihana moko moksha mokum moky mola molal molality molar
molarity molary molasses molassy molave mold moldable molder moldery molding
moldmade moldwarp moldy mole molecast molecula molecule molehead moleheap
molehill moleism molelike moler moleskin molest molester molimen molinary
moline molka molland molle molleton mollie mollient mollify mollusk molly
mollycot molman moloid moloker molompi molosse molossic molossus molpe molt
molten moltenly molter moly molybdic molysite mombin momble mome moment
momenta momental momently momentum momism momme mommet mommy momo mona
monachal monactin monad monadic monadism monaene monal monander monandry
monapsal monarch monarchy monas monase monaster monastic monaulos monaural
monaxial monaxile monaxon monazine monazite mone monel monepic moner moneral
moneran monergic moneric moneron monerula monesia monetary monetite monetize
money moneyage moneybag moneyed moneyer mong mongcorn monger mongery mongler
mongoose mongrel mongst monial moniker moniment monism monist monistic
monition monitive monitor monitory monitrix monk monkbird monkdom monkery
monkess monkey monkeyfy monkeyry monkfish monkhood monkish monkism monklike
monkly monkship monny mono monoacid monoazo monobase monobloc monocarp monocle
monocled monocot monocrat monocule monocyte monodic monodist monodize monodont
monodram monody monofilm monogamy monogene monogeny monoglot monogony monogram
monogyny monoid monoline monolith monology monomer monomial monomict mononch
monont mononym mononymy monopode monopody monopole monopoly monoptic monorail
monose monosome monotic monotint monotone monotony monotype monoxide monoxime
monoxyle monozoan monozoic monsieur monsoon monster montage montana montane
montanic montanin montant monte monteith montem month monthly monthon monticle
montilla montjoy monton monture monument mooch moocha moocher mood mooder
moodily moodish moodle moody mooing mool moolet moolings mools moolum moon
moonack moonbeam moonbill mooncalf moondown moondrop mooned mooner moonery
mooneye moonface moonfall moonfish moonglow moonhead moonily mooning moonish
moonite moonja moonjah moonless moonlet moonlike moonlit moonman moonpath
moonrise moonsail moonseed moonset moonsick moontide moonward moonway moonwort
moony moop moor moorage moorball moorband moorbird moorburn moorfowl mooring
moorish moorland moorman moorn moorpan moors moorsman moorup moorwort moory
moosa moose moosewob moosey moost moot mootable mooter mooth mooting mootman
mopane mopboard mope moper moph mophead moping mopingly mopish mopishly mopla
mopper moppet moppy mopstick mopsy mopus moquette mora morainal moraine
morainic moral morale moralism moralist morality moralize morally morals
morass morassic morassy morat morate moration moratory moravite moray morbid
morbidly morbific morbify morbilli mordancy mordant mordent mordore more
moreen morefold moreish morel morella morello moreness morenita moreover
morepork mores morfrey morg morga morgan morganic morgay morgen morglay morgue
moribund moric moriche moriform morillon morin morindin morinel moringad
morion morkin morlop mormaor mormo mormon mormyr mormyre mormyrid morn morne
morned morning mornings mornless mornlike morntime mornward moro moroc morocco
morocota morology moron moroncy morong moronic moronism moronity moronry
morose morosely morosis morosity moroxite morph morphea morpheme morphew
morphia morphic morphine morphon morphous morricer morris morrow morsal morse
morsel morsing morsure mort mortal mortally mortar mortary mortbell mortgage
morth mortier mortific mortify mortise mortiser mortling mortmain mortuary
mortuous morula morular morule moruloid morvin morwong mosaic mosaical mosaist
mosasaur moschate moschine mosesite mosette mosey mosker moslings mosque
mosquish mosquito moss mossback mossed mosser mossery mossful mosshead
mossless mosslike mosswort mossy most moste mostlike mostly mostness motatory
mote moted motel moteless moter motet motey moth mothed mother mothered
motherer motherly mothery mothless mothlike mothworm mothy motif motific
motile motility motion motional motivate motive motivity motley motmot motor
motorbus motorcab motorcar motordom motored motorial motoric motoring motorism
motorist motorium motorize motorman motorway motory mott motte mottle mottled
mottler mottling motto mottoed motyka mouche moud moudie moudy mouflon mouille
moujik moul mould moulded moule moulin moulinet moulleen moulrush mouls
moulter mouly mound moundlet moundy mount mountain mountant mounted mounter
mounting mountlet mounture moup mourn mourner mournful mourning mouse mousekin
mouselet mouser mousery mouseweb mousey mousily mousing mousle mousmee mousse
moustoc mousy mout moutan mouth mouthed mouther mouthful mouthily mouthing
mouthy mouton mouzah mouzouna movable movably movant move moveably moveless
movement mover movie moviedom movieize moving movingly mowable mowana mowburn
mowburnt mowch mowcht mower mowha mowie mowing mowland mown mowra mowrah mowse
mowstead mowt mowth moxa moyen moyenne moyite moyle moyo mozemize mozing
mozzetta mpret muang mubarat mucago mucaro mucedin mucedine much muchfold
muchly muchness mucic mucid mucific muciform mucigen mucilage mucin mucinoid
mucinous mucivore muck mucker mucket muckite muckle muckluck muckman muckment
muckna muckrake mucksy muckweed muckworm mucky mucluc mucocele mucoid muconic
mucopus mucor mucorine mucosa mucosal mucose mucosity mucous mucro mucrones
muculent mucus mucusin mudar mudbank mudcap mudd mudde mudden muddify muddily
mudding muddish muddle muddler muddy mudee mudfish mudflow mudguard mudhead
mudhole mudir mudiria mudland mudlark mudless mudproof mudra mudsill mudspate
mudstain mudstone mudtrack mudweed mudwort muermo muezzin muff muffed muffet
muffetee muffin muffish muffle muffled muffler mufflin muffy mufti mufty muga
mugful mugg mugger mugget muggily muggins muggish muggles muggy mughouse
mugience mugiency mugient mugiloid mugweed mugwort mugwump muid muir muirburn
muircock muirfowl muishond muist mujtahid mukluk muktar muktatma mukti mulatta
mulatto mulberry mulch mulcher mulct mulctary mulder mule muleback mulefoot
muleman muleta muleteer muletta mulewort muley mulga mulier mulish mulishly
mulism mulita mulk mull mulla mullah mullar mullein muller mullet mulletry
mullets mulley mullid mulligan mullion mullite mullock mullocky mulloid
mulloway mulmul mulse mulsify mult multeity multifid multigap multijet
multiped multiple multiply multum multure multurer mumble mumbler mumbling
mummer mummery mummick mummied mummify mumming mummy mummydom mumness mump
mumper mumphead mumpish mumps munch muncheel muncher munchet mund mundane
mundic mundify mundil mundle mung munga munge mungey mungo mungofa munguba
mungy munific muniment munition munity munj munjeet munnion munshi munt muntin
muntjac mura murage mural muraled muralist murally murchy murder murderer
murdrum mure murenger murex murexan murexide murga murgavi murgeon muriate
muriated muriatic muricate muricid muricine muricoid murid muridism muriform
murine murinus muriti murium murk murkily murkish murkly murkness murksome
murky murlin murly murmur murmurer murphy murra murrain murre murrelet murrey
murrhine murrina murrnong murshid murumuru muruxi murva murza musal musang
musar muscade muscadel muscat muscatel muscid muscle muscled muscling muscly
muscoid muscone muscose muscot muscovy muscular muscule musculin muse mused
museful museist museless muselike muser musery musette museum mush musha
mushaa mushed musher mushhead mushily mushla mushroom mushru mushy music
musical musicale musicate musician musicker musico musie musily musimon musing
musingly musk muskat muskeg muskeggy musket musketry muskie muskish musklike
muskrat muskroot muskwood musky muslin muslined muslinet musnud musquash
musquaw musrol muss mussable mussably mussal mussel musseled musseler mussily
mussuk mussy must mustache mustang mustard mustee mustelid muster musterer
mustify mustily mustnt musty muta mutable mutably mutage mutant mutase mutate
mutation mutative mutatory mutch mute mutedly mutely muteness muth mutic
muticous mutilate mutillid mutilous mutineer mutinous mutiny mutism mutist
mutistic mutive mutivity mutsje mutsuddy mutt mutter mutterer mutton muttony
mutual mutually mutuary mutulary mutule mutuum muyusa muzhik muzz muzzily
muzzle muzzler muzzy myal myalgia myalgic myalism myall myarian myatonia
myatonic myatony mycele mycelia mycelial mycelian mycelium myceloid mycetism
mycetoid mycetoma mycetous mycocyte mycoderm mycoid mycology mycose mycosin
mycosis mycotic mycteric mydine myectomy myectopy myelauxe myelemia myelic
myelin myelinic myelitic myelitis myeloic myeloid myeloma myelon myelonal
myelonic mygale mygalid mygaloid myiasis myiosis myitis mykiss mylodont
mylonite mymarid myna mynpacht myoblast myocele myocoele myocomma myocyte
myoedema myogen myogenic myogram myograph myoid myoidema myolemma myologic
myology myolysis myoma myomancy myomere myomorph myoneme myoneure myonosus
myopathy myope myophan myophore myopia myopic myopical myoplasm myopolar
myoporad myops myopy myoscope myosin myosis myositic myositis myosote myospasm
myotasis myotic myotome myotomic myotomy myotonia myotonic myotonus myotony
myowun myoxine myrcene myrcia myriad myriaded myriadly myriadth myriapod
myriarch myriare myrica myricin myricyl myringa myristic myristin myrmicid
myron myronate myronic myrosin myrrh myrrhed myrrhic myrrhine myrrhol myrrhy
myrsinad myrtal myrtle myrtol mysel myself mysell mysid mysidean mysoid mysost
myst mystax mystery mystes mystic mystical mysticly mystific mystify mytacism
myth mythical mythify mythism mythist mythize mythland mythos mythus mytilid
mytiloid myxa myxaemia myxedema myxemia myxinoid myxo myxocyte myxoid myxoma
myxopod myzont naam nabak nabber nabk nabla nable nabob nabobery nabobess
nabobish nabobism nabobry nabs nacarat nacarine nace nacelle nach nachani
nacket nacre nacred nacreous nacrine nacrite nacrous nacry nadder nadir
nadiral nadorite naebody naegate naegates nael naether naething naga nagaika
nagana nagara nagger naggin nagging naggish naggle naggly naggy naght nagmaal
nagman nagnag nagnail nagor nagsman nagster nagual naiad naiant naid naif
naifly naig naigie naik nail nailbin nailer nailery nailhead nailing nailless
naillike nailrod nailshop nailsick nailwort naily nain nainsel nainsook naio
naipkin nairy nais naish naissant naither naive naively naivete naivety nake
naked nakedish nakedize nakedly naker nakhlite nakhod nakhoda nako nakong
nakoo nallah namable namaqua namaz namazlik namda name nameable nameless
nameling namely namer namesake naming nammad nana nanawood nancy nandi nandine
nandow nandu nane nanes nanga nanism nankeen nankin nanny nanoid nanosoma
nanpie nant nantle naology naometry naos napa napal napalm nape napead
napellus naperer napery naphtha naphtho naphthol naphthyl naphtol napiform
napkin napless napoleon napoo nappe napped napper napping nappy napron napu
narceine narcism narcissi narcist narcoma narcose narcosis narcotia narcotic
narcous nard nardine nardoo nares narghile nargil narial naric narica naricorn
nariform narine naringin nark narky narr narra narras narrate narrater
narrator narrow narrower narrowly narrowy narsinga narthex narwhal nary nasab
nasal nasalis nasalism nasality nasalize nasally nasard nascence nascency
nascent nasch nash nashgab nashgob nasi nasial nasicorn nasiform nasion
nasitis nasology nasonite nasrol nast nastaliq nastic nastika nastily nasty
nasus nasute nasutus nataka natal natality nataloin natals natant natantly
natation natator natatory natch natchnee nates nathe nather nathless naticine
naticoid natiform nation national native natively nativism nativist nativity
natr natrium natron natter nattered nattily nattle natty natuary natural
nature naturing naturism naturist naturize naucrar naucrary nauger naught
naughty naujaite naumachy naumk naumkeag naunt nauntle nauplial nauplius
nauscopy nausea nauseant nauseate nauseous naut nautch nauther nautic nautical
nautics nautilus naval navalese navalism navalist navally navar navarch
navarchy nave navel naveled navet navette navew navicert navicula naviform
navigant navigate navite navvy navy nawab nawt nayaur naysay naysayer nayward
nayword naze nazim nazir neal neanic neap neaped nearable nearaway nearby
nearest nearish nearly nearmost nearness neat neaten neath neatherd neatify
neatly neatness neback nebalian nebbed nebbuck nebbuk nebby nebel nebelist
nebris nebula nebulae nebular nebule nebulite nebulium nebulize nebulose
nebulous necessar neck neckar neckatee neckband necked necker neckful necking
necklace neckless necklet necklike neckline neckmold necktie neckward neckwear
neckweed neckyoke necremia necropsy necrose necrosis necrotic nectar nectared
nectary nectopod nedder neddy neebor neebour need needer needfire needful
needham needily needing needle needled needler needles needless needling
needly needs needsome needy neeger neeld neele neelghan neem neep neepour neer
neese neet neetup neeze nefast neffy neftgil negate negation negative negator
negatory negatron neger neginoth neglect negligee negrillo negrine negro
negrodom negroish negus nehiloth neif neigh neighbor neigher neiper neist
neither nekton nektonic nelson nema nemaline nemalite nematic nematode
nematoid nemeses nemesic nemoral nenta nenuphar neocracy neocyte neofetal
neofetus neogamy neolalia neolater neolatry neolith neologic neology neomenia
neomodal neomorph neon neonatal neonate neonatus neopagan neophyte neoplasm
neoprene neorama neossin neostyle neotenia neotenic neoteny neoteric neotype
neoza nepenthe neper nephele nephesh nephew nephria nephric nephrism nephrite
nephroid nephron nephros nepionic nepman nepotal nepote nepotic nepotism
nepotist nepouite nereite nerine neritic neritoid nerval nervate nerve
nervelet nerver nervid nervily nervine nerving nervish nervism nervose nervous
nervular nervule nervulet nervure nervy nescient nese nesh neshly neshness
nesiote ness nest nestable nestage nester nestful nestle nestler nestlike
nestling nesty netball netbush netcha nete neter netful neth netheist nether
neti netleaf netlike netmaker netman netop netsman netsuke nettable netted
netter netting nettle nettler nettling nettly netty netwise network neuma
neumatic neume neumic neurad neural neurale neuralgy neuraxis neuraxon neuric
neurin neurine neurism neurite neuritic neuritis neurofil neuroid neuroma
neuron neuronal neurone neuronic neuronym neurosal neuroses neurosis neurotic
neurula neuter neuterly neutral neutrino neutron nevadite neve nevel never
nevo nevoid nevoy nevus newcal newcome newcomer newel newelty newing newings
newish newly newlywed newness news newsbill newsboat newsboy newscast newsful
newsless newsman newsreel newsroom newsy newt newtake newton nexal next nextly
nextness nexum nexus neyanda ngai ngaio ngapi niacin niata nibbana nibbed
nibber nibble nibbler nibby niblick niblike nibong nibs nibsome niccolic nice
niceish niceling nicely niceness nicesome nicetish nicety niche nicher nick
nickel nickelic nicker nickey nicking nickle nickname nicky nicolo nicotia
nicotian nicotic nicotine nicotism nicotize nictate nidal nidana nidation
nidatory niddick niddle nide nidge nidget nidgety nidi nidify niding nidology
nidor nidorous nidulant nidulate nidulus nidus niece nielled niellist niello
niepa nieve nieveta nievling nife nifesima niffer nific nifle nifling nifty
niggard nigger niggery niggle niggler niggling niggly nigh nighly nighness
night nightcap nighted nightie nightjar nightly nightman nights nignay nignye
nigori nigre nigrify nigrine nigrous nigua nihilify nihilism nihilist nihility
nikau nilgai nimb nimbated nimbed nimbi nimble nimbly nimbose nimbus nimbused
nimiety niminy nimious nimmer nimshi nincom nine ninebark ninefold ninepegs
ninepin ninepins nineted nineteen ninety ninny ninnyish ninnyism ninon ninth
ninthly nintu ninut niobate niobic niobite niobium niobous niog niota nipa
nipper nippers nippily nipping nipple nippy nipter nirles nirvana nirvanic
nisei nishiki nisnas nispero nisse nisus nitch nitchevo nitency nitently niter
nitered nither nithing nitid nitidous nito niton nitrate nitrator nitriary
nitric nitride nitrify nitrile nitrite nitro nitrogen nitrolic nitrosyl
nitrous nitroxyl nitryl nitter nitty nitwit nival nivation nivenite niveous
nivosity nixie niyoga nizam nizamate nizamut nizy njave nobber nobbily nobble
nobbler nobbut nobby nobilify nobility noble nobleman noblesse nobley nobly
nobody nobs nocake nocent nocerite nock nocket nocktat noctuid noctule
nocturia nocturn nocturne nocuity nocuous nodal nodality nodated nodder
nodding noddle noddy node noded nodi nodiak nodical nodicorn nodiform nodose
nodosity nodous nodular nodulate nodule noduled nodulize nodulose nodulous
nodulus nodus noel noetic noetics nogada nogal noggen noggin nogging noghead
nohow noibwood noil noilage noiler noily noint noir noise noiseful noisette
noisily noisome noisy nokta nolition noll nolle nolleity nolo noma nomad
nomadian nomadic nomadism nomadize nomancy nomarch nomarchy nombril nome
nomial nomic nomina nominal nominate nominee nominy nomism nomisma nomistic
nomogeny nomogram nomology nomos nonacid nonact nonacute nonadult nonage
nonagent nonagon nonaid nonair nonamino nonane nonanoic nonapply nonary
nonbase nonbasic nonbeing nonblack noncaste nonce nonclaim nonclose noncock
noncom noncome noncon nonda nondeist nondense nondo nondoing none nonego
nonelect nonene nonenemy nonent nonentry nonepic nonequal nones nonesuch nonet
nonethyl nonevil nonfact nonfalse nonfarm nonfat nonfatal nonfatty nonflaky
nonfluid nonfocal nonfood nonform nonfrat nongas nongassy nongipsy nonglare
nongod nongold nongrain nongrass nongray nongreen nongrey nonguard nongypsy
nonhero nonhuman nonhumus nonic nonideal nonion nonirate nonius nonjuror
nonjury nonlegal nonlevel nonlicet nonlife nonlocal nonloser nonlover nonly
nonmetal nonmodal nonmolar nonmoral nonnant nonnasal nonnat nonnaval nonnoble
nonoic nonoily nonomad nonowner nonpagan nonpaid nonpapal nonpar nonparty
nonpause nonpeak nonpenal nonplane nonplate nonplus nonpoet nonpolar nonport
nonpower nonpress nonquota nonrated nonrayed nonrebel nonrigid nonrival
nonround nonroyal nonrun nonrural nonsale nonsane nonself nonsense nonserif
nonshaft nonsine nonskid nonslip nonsolar nonsolid nonspill nonspiny nonstock
nonstop nonsugar nonsuit nontan nontax nonterm nontidal nontoxic nontrade
nontrial nontrier nontruth nontuned nonunion nonuple nonuplet nonurban
nonusage nonuse nonuser nonusing nonutile nonvalve nonvital nonvocal nonvoter
nonwar nonwhite nonwoody nonya nonyl nonylene nonylic nonzero nonzonal noodle
nook nooked nookery nooking nooklet nooklike nooky noology noometry noon
noonday nooning noonlit noontide noontime noop noose nooser nopal nopalry nope
nopinene norard norate noration noreast norelin norgine nori noria norie
norimon norite norland norm norma normal normalcy normally normated normless
norpinic norsel norseler north norther northern northest northing norward
norwards norwest nosarian nose nosean noseband nosebone noseburn nosed nosegay
noseherb nosehole noseless noselike noselite noser nosewise nosey nosine
nosing nosism nosogeny nosology nosonomy nosotaxy nostalgy nostic nostril
nostrum nosy notable notably notaeal notaeum notal notalgia notalgic notan
notandum notarial notarize notary notate notation notative notator notch
notched notchel notcher notchful notching notchy note notebook notecase noted
notedly notehead notekin noteless notelet noter notewise nother nothing
nothous notice noticer notified notifier notify notifyee notion notional
notioned notitia notour notourly notself notum nougat nought noumeite noumenal
noumenon noun nounal nounally nounize nounless noup nourice nourish nous
nouther nova novalia novate novation novative novator novatory novatrix novcic
novel noveldom novelese novelet novelish novelism novelist novelize novella
novelly novelry novelty novem novemfid novena novenary novene novercal novice
novitial novity nowaday nowadays noway noways nowed nowel nowhat nowhen
nowhence nowhere nowheres nowhit nowise nowness nowt nowy noxa noxal noxally
noxious noyade noyau nozzle nozzler nuance nubbin nubble nubbling nubbly nubby
nubecula nubia nubiform nubilate nubile nubility nubilous nucal nucament
nucellar nucellus nucha nuchal nuciform nucin nucleal nuclear nucleary
nuclease nucleate nuclei nuclein nucleoid nucleole nucleoli nucleon nucleone
nucleus nuclide nuclidic nucule nuculid nuculoid nudate nudation nuddle nude
nudely nudeness nudge nudger nudicaul nudifier nudiped nudish nudism nudist
nudity nugacity nugator nugatory nuggar nugget nuggety nugify nuisance nuke
null nullable nullah nullify nullism nullity nullo numb number numberer
numbfish numbing numble numbles numbly numbness numda numdah numen numeral
numerant numerary numerate numerist numero numerose numerous numinism numinous
nummary nummi nummular nummus numskull numud nunatak nunbird nunch nuncheon
nunciate nuncio nuncle nundinal nundine nunhood nunky nunlet nunlike nunnari
nunnated nunnery nunni nunnify nunnish nunship nuptial nuptials nuque nuraghe
nurhag nurly nursable nurse nursedom nursekin nurselet nurser nursery nursing
nursle nursling nursy nurtural nurture nurturer nusfiah nutant nutarian nutate
nutation nutcake nutcrack nutgall nuthatch nuthook nutlet nutlike nutmeg
nutmeggy nutpick nutramin nutria nutrice nutrient nutrify nutseed nutshell
nutted nutter nuttery nuttily nutting nuttish nutty nuzzer nuzzle nyanza
nycturia nylast nylon nymil nymph nympha nymphae nymphal nympheal nymphean
nymphet nymphic nymphid nymphine nymphish nymphlin nymphly nyxis oadal oafdom
oafish oafishly oakberry oaken oaklet oaklike oakling oakum oakweb oakwood
oaky oarage oarcock oared oarfish oarhole oarial oaric oaritic oaritis oarium
oarless oarlike oarlock oarlop oarman oarsman oarweed oary oasal oasean oases
oasis oasitic oast oatbin oatcake oatear oaten oatfowl oath oathay oathed
oathful oathlet oatland oatlike oatmeal oatseed oaty oban obclude obduracy
obdurate obeah obeahism obeche obedient obeisant obeism obelia obeliac obelial
obelion obelisk obelism obelize obelus obese obesely obesity obex obey
obeyable obeyer obispo obit obitual obituary object objectee objector objure
oblate oblately oblation oblatory obley obligant obligate oblige obliged
obligee obliger obliging obligor oblique obliquus oblivial oblivion oblong
oblongly obloquy obnounce oboe oboist obol obolary obole obolet obolus oboval
obovate obovoid obrogate obrotund obscene obscure obscurer obsede obsequy
observe observer obsess obsessor obsidian obsolete obstacle obstruct obtain
obtainal obtainer obtect obtected obtemper obtest obtrude obtruder obtund
obtunder obturate obtuse obtusely obtusion obtusish obtusity obverse obvert
obviable obviate obviator obvious obvolute obvolve ocarina occamy occasion
occasive occident occiput occitone occlude occlusal occluse occlusor occult
occulter occultly occupant occupier occupy occur ocean oceaned oceanet
oceanful oceanic oceanity ocellar ocellary ocellate ocelli ocellus oceloid
ocelot ochava ochavo ocher ocherish ocherous ochery ochidore ochlesis ochletic
ochone ochrea ochreate ochreous ochro ochroid ochrous ocht oclock ocote
ocotillo ocque ocracy ocrea ocreate ocreated octad octadic octagon octan
octane octangle octant octantal octapla octapody octarch octarchy octarius
octary octaval octave octavic octavina octavo octenary octene octet octic
octine octoad octoate octobass octodont octofid octofoil octogamy octogild
octoglot octoic octoid octonal octonare octonary octonion octoon octopean
octoped octopede octopi octopine octopod octopus octoreme octoroon octose
octoyl octroi octroy octuor octuple octuplet octuplex octuply octyl octylene
octyne ocuby ocular ocularly oculary oculate oculated oculinid oculist oculus
ocydrome ocypodan odacoid odal odalborn odalisk odaller odalman oddish oddity
oddlegs oddly oddman oddment oddments oddness odds oddsman odel odelet odeon
odeum odic odically odinite odious odiously odist odium odograph odology
odometer odometry odontic odontist odontoid odontoma odoom odophone odor
odorant odorate odorator odored odorful odorific odorize odorless odorous odso
odum odyl odylic odylism odylist odylize oecist oecus oenin oenochoe oenocyte
oenolin oenology oenomel oersted oestrian oestrid oestrin oestriol oestroid
oestrous oestrual oestrum oestrus offal offaling offbeat offcast offcome
offcut offend offended offender offense offer offeree offerer offering offeror
offgoing offgrade offhand office officer official offing offish offishly
offlet offlook offprint offscape offscour offscum offset offshoot offshore
offsider offtake offtype offward offwards oflete often oftens ofter oftest
oftly oftness ofttime ofttimes ogaire ogam ogamic ogdoad ogdoas ogee ogeed
ogham oghamic ogival ogive ogived ogle ogler ogmic ogre ogreish ogreism ogress
ogrish ogrism ogtiern ogum ohelo ohia ohmage ohmic ohmmeter ohoy oidioid
oikology oilberry oilbird oilcan oilcloth oilcoat oilcup oildom oiled oiler
oilery oilfish oilhole oilily oiliness oilless oillet oillike oilman oilpaper
oilproof oilseed oilskin oilstock oilstone oilstove oiltight oilway oily
oilyish oime oinochoe oinology oinomel oint ointment oisin oisivity oitava
oiticica okapi okee okenite oket okia okonite okra okrug okshoofd okthabah
olam olamic olden older oldish oldland oldness oldster oldwife oleana oleander
olease oleaster oleate olefiant olefin olefine olefinic oleic olein olena
olenid olent oleo oleocyst oleoduct oleose oleosity oleous olfact olfactor
olfacty oliban olibanum olid oligarch oligemia oligist oliguria olio oliphant
olitory oliva olivary olive olived olivet olivil olivile olivilin olivine
olivinic olla ollamh ollapod ollenite ollock ological ologist ology olomao
olona oloroso olpe oltonde oltunna olycook olykoek omadhaun omagra omalgia
omao omasitis omasum omber ombrette omega omegoid omelet omelette omen omened
omental omentum omer omicron omina ominous omission omissive omit omitis
omitter omlah ommateal ommateum omneity omniana omniarch omnibus omnific
omniform omnify omnimode omnist omnitude omnium omnivore omodynia omohyoid
omoideum omophagy omoplate omphalic omphalos omphalus onager onagra onanism
onanist onca once oncetta oncia oncin oncology oncome oncoming oncosis oncost
oncotomy ondagram ondatra ondine ondogram ondy oneberry onefold onegite onehow
oneiric oneism onement oneness oner onerary onerous onery oneself onetime
onewhere oneyer onfall onflemed onflow ongaro ongoing onhanger onicolo onion
onionet oniony onirotic oniscoid onium onkos onlay onlepy onliest onliness
onlook onlooker only onmarch onofrite onolatry onomancy onrush onset onsetter
onshore onside onsight onstand onstead onsweep ontal onto ontogeny ontology
onus onward onwardly onwards onycha onychia onychin onychium onychoid onym
onymal onymancy onymatic onymity onymize onymous onymy onyx onyxis onyxitis
onza ooangium ooblast oocyesis oocyst oocystic oocyte oodles ooecial ooecium
oofbird ooftish oofy oogamete oogamous oogamy oogeny ooglea oogone oogonial
oogonium oograph ooid ooidal ookinete oolak oolemma oolite oolitic oolly
oologic oologist oologize oology oolong oomancy oomantia oometer oometric
oometry oomycete oons oont oopak oophore oophoric oophoron oophyte oophytic
ooplasm ooplast oopod oopodal oorali oord ooscope ooscopy oosperm oosphere
oospore oosporic ootheca oothecal ootid ootocoid ootocous ootype ooze oozily
ooziness oozooid oozy opacate opacify opacite opacity opacous opah opal opaled
opalesce opaline opalinid opalish opalize opaloid opaque opaquely opdalite
opelet open openable openband openbeak openbill opencast opener openhead
opening openly openness openside openwork opera operable operae operance
operancy operand operant operate operatee operatic operator opercle opercled
opercula operetta operette operose ophiasis ophic ophidian ophioid ophionid
ophite ophitic ophiuran ophiurid ophryon opianic opianyl opiate opiatic
opificer opiism opinable opinably opinant opinator opine opiner opinion opium
opiumism opodymus opopanax opossum oppidan oppilate opponent oppose opposed
opposer opposing opposit opposite opposure oppress opprobry oppugn oppugner
opsigamy opsimath opsonic opsonify opsonin opsonist opsonium opsonize opsonoid
opsy optable optably optant optate optation optative optic optical optician
opticist opticity opticon optics optimacy optimal optimate optime optimism
optimist optimity optimize optimum option optional optionee optionor optive
optogram optology optotype opulence opulency opulent opulus opus opuscule
oquassa orabassu orach oracle oracular oraculum orad orage oragious oral
oraler oralism oralist orality oralize orally oralogy orang orange oranger
orangery orangey orangism orangist orangite orangize orant orarian orarion
orarium orary orate oration orator oratoric oratorio oratory oratress oratrix
orbed orbic orbical orbicle orbific orbit orbital orbitale orbitar orbitary
orbite orbitele orbless orblet orby orcanet orcein orchamus orchard orchat
orchel orchella orchesis orchic orchid orchil orchilla orchitic orchitis orcin
orcinol ordain ordainer ordeal order ordered orderer orderly ordinal ordinand
ordinant ordinar ordinary ordinate ordinee ordines ordnance ordosite ordu
ordure ordurous oread orectic orective oreillet orellin oreman orenda orendite
oreodont oreweed orewood orexis orfgild organ organal organdy organer organic
organing organism organist organity organize organoid organon organry organule
organum orgasm orgasmic orgastic orgeat orgia orgiac orgiacs orgiasm orgiast
orgic orgue orgulous orgy orgyia oribi oriconic oricycle oriel oriency orient
oriental oriently orifice oriflamb oriform origan origin original orignal
orihon orillion orillon orinasal oriole orison oristic orle orlean orlet
orleways orlewise orlo orlop ormer ormolu orna ornament ornate ornately
ornation ornature ornery ornis ornithic ornithon ornoite oroanal orogen
orogenic orogeny orograph oroide orology orometer orometry oronasal oronoco
orotund orphan orphancy orphange orphanry orpheon orpheum orphrey orpiment
orpine orrery orrhoid orris orseille orsel orselle orseller orsellic ortalid
ortet orthal orthian orthic orthicon orthid orthite orthitic ortho orthodox
orthoepy orthopod orthose orthosis orthotic orthron ortiga ortive ortolan
ortstein ortygan ortygine orvietan oryctics oryssid oryzenin osamin osamine
osazone oscella oscheal oscheoma oscin oscine oscinian oscinine oscitant
oscitate oscnode osculant oscular osculate oscule osculum osela oshac oside
osier osiered osiery osmate osmatic osmatism osmazome osmesis osmetic osmic
osmin osmina osmious osmium osmogene osmology osmose osmosis osmotic osmous
osmund osoberry osone osophy osprey ossal ossarium ossature osse ossein
osselet osseous ossicle ossicule ossific ossified ossifier ossiform ossify
ossuary ossypite ostalgia osteal ostein osteitic osteitis ostemia ostent
osteogen osteoid osteoma osteosis ostial ostiary ostiate ostiolar ostiole
ostitis ostium ostmark ostosis ostracod ostracon ostracum ostraite ostreger
ostreoid ostrich otalgia otalgic otalgy otarian otariine otarine otarioid
otary otate otectomy other otherdom otherest otherhow otherism otherist
othmany otiant otiatric otiatry otic otidine otidium otiose otiosely otiosity
otitic otitis otkon otocrane otocyst otodynia otodynic otogenic otolite
otolith otolitic otology otomyces otopathy otophone otorrhea otoscope otoscopy
otosis otosteal otosteon ototomy ottar otter otterer ottinger otto oturia
ouabain ouabaio ouabe ouakari ouch ouenite ough ought oughtnt ouistiti oukia
oulap ounce ounds ouphe ouphish ourie ouroub ours ourself oust ouster outact
outage outarde outargue outask outawe outback outbake outban outbar outbark
outbawl outbeam outbear outbeg outbelch outbent outbid outbirth outblaze
outbleat outbleed outbless outbloom outblot outblow outblown outbluff outblush
outboard outboast outbond outbook outborn outbound outbow outbowed outbowl
outbox outbrag outbrave outbray outbreak outbred outbreed outbribe outbring
outbud outbuild outbulge outbulk outbully outburn outburst outbuy outbuzz
outby outcant outcaper outcarol outcarry outcase outcast outcaste outcavil
outcharm outchase outcheat outchide outcity outclass outclerk outclimb outcome
outcomer outcourt outcrawl outcrier outcrop outcross outcrow outcrowd outcry
outcull outcure outcurse outcurve outcut outdance outdare outdate outdated
outdevil outdo outdodge outdoer outdoor outdoors outdraft outdraw outdream
outdress outdrink outdrive outdure outdwell outeat outecho outed outedge outen
outer outerly outeye outeyed outfable outface outfall outfame outfast outfawn
outfeast outfeat outfence outfield outfight outfish outfit outflame outflank
outflare outflash outfling outfloat outflow outflue outflung outflush outflux
outfly outfold outfool outfoot outform outfort outfront outfroth outfrown
outgain outgame outgang outgarth outgas outgate outgauge outgaze outgive
outglad outglare outgleam outgloom outglow outgnaw outgo outgoer outgoing
outgone outgreen outgrin outgrow outguard outguess outgun outgush outhaul
outhear outheart outheel outher outhire outhiss outhit outhold outhouse
outhowl outhue outhumor outhunt outhurl outhut outhymn outimage outing outish
outissue outjazz outjest outjet outjinx outjump outjut outkick outkill outking
outkiss outknave outknee outlabor outlaid outlance outland outlash outlast
outlaugh outlaw outlawry outlay outlean outleap outlearn outler outlet outlie
outlier outlimb outlimn outline outlined outliner outlip outlive outliver
outlook outlord outlove outlung outly outlying outmagic outman outmarch
outmarry outmatch outmate outmode outmoded outmost outmount outmouth outmove
outname outness outnight outnoise outnook outoven outpace outpage outpaint
outpart outpass outpath outpay outpeal outpeep outpeer outpick outpipe
outpitch outpity outplace outplan outplay outplod outplot outpoint outpoise
outpoll outpomp outpop outporch outport outpost outpour outpray outpreen
outprice outpry outpull outpupil outpurl outpurse outpush output outquaff
outqueen outquote outrace outrage outrager outrail outrance outrange outrank
outrant outrap outrate outrave outray outre outreach outread outrede outreign
outremer outrhyme outrick outride outrider outrig outright outring outrival
outroar outrogue outroll outroot outrove outrow outroyal outrun outrush
outsail outsaint outsally outsavor outsay outscent outscold outscore outscorn
outscour outsea outseam outsee outseek outsell outsert outset outshake
outshame outshape outsharp outshift outshine outshoot outshot outshout
outshove outshow outshut outside outsided outsider outsift outsigh outsight
outsin outsing outsit outsize outsized outskill outskip outskirt outslang
outsleep outslide outslink outsmart outsmell outsmile outsnore outsoar outsole
outsoler outsound outspan outspeak outspeed outspell outspend outspent
outspill outspin outspit outsport outspout outspue outspurn outspurt outstair
outstand outstare outstart outstate outstay outsteal outsteam outstep outsting
outstink outstood outstorm outstrip outstrut outstudy outstunt outsuck outsulk
outsum outswarm outswear outsweep outswell outswift outswim outswing outswirl
outtaken outtalk outtask outtaste outtear outtease outtell outthink outthrob
outthrow outtire outtoil outtop outtower outtrade outtrail outtrick outtrot
outtrump outturn outusure outvalue outvaunt outvenom outvie outvier outvigil
outvoice outvote outvoter outwait outwake outwale outwalk outwall outwar
outward outwards outwash outwaste outwatch outwater outwave outwear outweary
outweave outweed outweep outweigh outwell outwent outwhirl outwick outwile
outwill outwind outwing outwish outwit outwith outwoe outwoman outwood outword
outwore outwork outworld outworn outworth outwrest outwring outwrite outyard
outyell outyelp outyield outzany ouzel oval ovalish ovalize ovally ovalness
ovaloid ovalwise ovant ovarial ovarian ovarin ovariole ovarious ovaritis
ovarium ovary ovate ovated ovately ovation oven ovenbird ovenful ovenlike
ovenly ovenman ovenpeel ovenware ovenwise over overable overact overage
overall overalls overapt overarch overarm overawe overawn overbake overbalm
overbank overbark overbase overbear overbeat overbend overberg overbet
overbias overbid overbig overbit overbite overblow overbody overboil overbold
overbook overbow overbowl overbray overbred overbrim overbrow overbulk
overburn overbusy overbuy overby overcall overcap overcape overcard overcare
overcast overclog overcloy overcoat overcoil overcold overcome overcook
overcool overcow overcoy overcram overcrop overcrow overcry overcull overcup
overcurl overcut overdamn overdare overdash overdeal overdear overdeck
overdeep overdo overdoer overdome overdone overdoor overdose overdoze overdraw
overdrip overdry overdue overdure overdust overdye overeasy overeat overedge
overedit overegg overeye overface overfag overfall overfar overfast overfat
overfear overfed overfee overfeed overfeel overfew overfile overfill overfilm
overfine overfish overfit overfix overflog overflow overfly overfold overfond
overfoot overfoul overfree overfret overfull overgang overgaze overget
overgild overgird overglad overglut overgo overgoad overgod overgood overgown
overgrow overgun overhair overhalf overhand overhang overhard overhate
overhaul overhead overheap overhear overheat overheld overhelp overhigh
overhill overhit overholy overhot overhour overhuge overhung overhunt overhurl
overhusk overidle overidly overink overjade overjob overjoy overjump overjust
overkeen overkeep overkick overkind overking overknee overknow overlace
overlade overlaid overlain overland overlap overlard overlast overlate
overlave overlax overlay overlead overleaf overlean overleap overleer overleg
overlewd overlick overlie overlier overlift overline overling overlip overlive
overload overlock overlong overlook overlord overloud overloup overlove
overlow overlush overly overman overmany overmark overmarl overmask overmast
overmean overmeek overmelt overmild overmill overmix overmoss overmost
overmuch overname overnear overneat overnet overnew overnice overnigh overpart
overpass overpast overpay overpeer overpert overpet overpick overplay overplot
overplow overplus overply overpole overpot overpour overpray overpuff overrace
overrack overrake overrank overrash overrate overread overrent overrich
override overrife overrim overriot overripe overrise overroll overroof
overrude overruff overrule overrun overrush overrust oversad oversaid oversail
oversale oversalt oversand oversave oversea overseal overseam overseas oversee
overseed overseen overseer oversell oversend overset oversew overshoe overshot
oversick overside oversize overskim overskip overslip overslow overslur
oversman oversnow oversoak oversoar oversock oversoft oversold oversoon
oversot oversoul oversour oversow overspan overspin overspun overstay overstep
overstir overstud oversure oversway overswim overt overtake overtalk overtame
overtare overtart overtask overtax overteem overtell overtest overthin
overtide overtill overtime overtint overtip overtire overtly overtoe overtoil
overtone overtop overtrim overtrue overture overturn overtype overurge overuse
overveil overview overvote overwade overwake overwalk overward overwash
overwave overway overwear overweb overween overweep overwell overwelt overwet
overwide overwild overwily overwin overwind overwing overwise overwood
overword overwork overworn overwove overwrap overyear overzeal ovest ovey
ovicell ovicidal ovicide ovicular oviculum ovicyst oviducal oviduct oviform
ovigenic ovigerm ovile ovine ovinia ovipara oviparal oviposit ovisac oviscapt
ovism ovist ovistic ovocyte ovoid ovoidal ovolemma ovolo ovology ovolytic
ovoplasm ovular ovulary ovulate ovule ovulist ovum owelty ower owerance owerby
owercome owergang owerloup owertaen owerword owght owing owldom owler owlery
owlet owlhead owling owlish owlishly owlism owllight owllike owly owner
ownhood ownness ownself owregane owrehip owrelay owse owsen owser owtchah
oxacid oxalamid oxalan oxalate oxalemia oxalic oxalite oxaluria oxaluric
oxalyl oxamate oxamic oxamid oxamide oxammite oxan oxanate oxane oxanic
oxanilic oxazine oxazole oxbane oxberry oxbird oxbiter oxblood oxbow oxboy
oxbrake oxcart oxcheek oxea oxeate oxen oxeote oxer oxetone oxeye oxfly oxgang
oxgoad oxharrow oxhead oxheal oxheart oxhide oxhoft oxhorn oxhouse oxhuvud
oxidable oxidant oxidase oxidate oxidator oxide oxidic oxidize oxidizer
oximate oxime oxland oxlike oxlip oxman oxonic oxonium oxozone oxpecker
oxphony oxreim oxshoe oxskin oxtail oxter oxtongue oxwort oxyacid oxyamine
oxyaphia oxyaster oxycrate oxydiact oxyether oxyethyl oxyfatty oxygas oxygen
oxygenic oxyl oxymel oxymoron oxyntic oxyopia oxyphile oxyphyte oxyrhine
oxysalt oxystome oxytocia oxytocic oxytocin oxytone oxyurous oyapock oyer
oyster oystered oysterer ozarkite ozena ozobrome ozokerit ozonate ozonator
ozone ozoned ozonic ozonide ozonify ozonize ozonizer ozonous ozophen ozophene
ozotype paal paar paauw pabble pablo pabouch pabular pabulary pabulous pabulum
paca pacable pacate pacation pacative pacay pacaya pace paced pacer pachak
pachisi pachypod pacific pacifier pacifism pacifist pacify pack packable
package packer packery packet packless packly packman packness packsack
packwall packware packway paco pact paction padcloth padder padding paddle
paddled paddler paddling paddock paddy padella padfoot padge padishah padle
padlike padlock padmelon padnag padpiece padre padroado padstone padtree
paduasoy paean paeanism paeanize paegel paegle paenula paeon paeonic paetrick
paga pagan pagandom paganic paganish paganism paganist paganity paganize
paganly paganry pagatpat page pageant pagedom pageful pagehood pageless
pagelike pager pageship pagina paginal paginary paginate pagiopod pagoda
pagodite pagrus pagurian pagurid pagurine paguroid pagus paha pahi pahlavi
pahmi paho pahoehoe pahutan paigle paik pail pailful pailou paimaneh pain
pained painful paining painless paint paintbox painted painter painting
paintpot paintrix painty paip pair paired pairer pairment pairwise pais paisa
paiwari pajama pajamaed pajock pakchoi pakeha paktong palace palaced paladin
palaite palama palamate palame palander palanka palar palas palatal palate
palated palatial palatian palatic palatine palation palatist palative palatize
palaver palay palazzi palberry palch pale palea paleate palebuck paled
paleface palely paleness paleola paler palestra palet paletot palette paletz
palewise palfrey palgat pali paliform palikar palila palilogy palinal paling
palinode palinody palisade palisado palisfy palish palkee pall palla palladia
palladic pallae pallah pallall palled pallet pallette palli pallial palliard
palliata palliate pallid pallidly pallion pallium pallone pallor pallwise
pally palm palma palmad palmar palmary palmate palmated palmed palmer palmery
palmette palmetto palmetum palmful palmiped palmipes palmist palmite palmitic
palmitin palmito palmlike palmo palmodic palmula palmus palmwise palmwood
palmy palmyra palolo palometa palomino palouser palp palpable palpably
palpacle palpal palpate palpebra palped palpi palpifer palpiger palpless
palpocil palpon palpulus palpus palsied palstave palster palsy palt palter
palterer palterly paltrily paltry paludal paludial paludian paludic paludine
paludism paludose paludous paludrin palule palulus palus paly pament pameroon
pamment pampas pampean pamper pampered pamperer pampero pamphlet pampre panace
panacea panacean panache panached panada panade panama panarchy panaris panary
panatela panax pancake panchama pancheon panchion panchway pancreas pand panda
pandal pandan pandaram pandaric pandect pandemia pandemic pandemy pander
panderer panderly pandita pandle pandora pandour pandowdy pandrop pandura
pandy pane paned panegyry paneity panel panela paneler paneless paneling
panelist panfil panfish panful pang pangamic pangamy pangane pangen pangene
pangenic pangful pangi pangless panglima pangolin panhead panhuman panic
panical panicful panicked panicky panicle panicled panisc panisca paniscus
panisic pank pankin panman panmixia panmixy panmug pannade pannage pannam
panne pannel panner pannery pannicle pannier pannikin panning pannose pannum
pannus panocha panoche panococo panoply panoptic panoram panorama panorpid
panotype panouchi panpathy panse panshard panside pansied pansmith pansophy
pansy pant pantalon pantarbe pantas panter panterer pantheic pantheon panther
pantheum pantie panties pantile pantiled panting pantle pantler panto pantod
pantofle panton pantoon pantopod pantoum pantry pants pantun panty panung
panurgic panurgy panyar panzoism panzooty paolo paon papa papable papabot
papacy papain papal papalism papalist papalize papally papalty papane paparchy
papaship papaw papaya papboat pape paper papered paperer paperful papering
papern papery papess papey papilla papillae papillar papillon papion papish
papisher papism papist papistic papistly papistry papize papless papmeat
papoose pappi pappose pappox pappus pappy papreg paprica paprika papula
papular papulate papule papulose papulous papyr papyral papyrean papyri
papyrian papyrin papyrine papyrus paquet para parabema parable parabola
parabomb parachor paracme paracone parade parader paraderm paradigm parading
paradise parado parados paradox paradoxy paraffin paraffle parafle paraform
parage paragoge paragon paragram parah paraiba parakeet parale parallax
parallel paralogy paralyze param parament paramere paramese paramide paramine
paramo paramour paranema paranete parang paranoia paranoid parao parapegm
parapet paraph paraphia parapod parapsis pararek parareka parasang parashah
parasite parasol paraspy parastas parate paratory paratype paravail paravane
paravent paraxial paraxon parazoan parbake parboil parcel parcener parch
parcher parchesi parching parchisi parchy parclose parcook pard pardao parded
pardesi pardine pardner pardo pardon pardonee pardoner pare parel parella
paren parent parental parer parergal parergic parergon paresis paretic
pareunia parfait parfocal pargana parge parget pargeter pargo parhelia
parhelic pari pariah parial parian paries parietal parietes parify pariglin
parilla parillin parine paring parish parished parishen parisis parison parity
park parka parkee parker parkin parking parkish parklike parkward parkway
parky parlance parlando parlay parle parley parleyer parling parlish parlor
parlous parly parma parmak parnas parnel paroch parochin parode parodial
parodic parodist parodize parodos parody paroecy paroemia parol parole parolee
paroli parolist paronym paronymy paropsis paroptic parosmia parosmic parotic
parotid parotis parotoid parous parousia paroxysm parpal parquet parr parrel
parrier parrock parrot parroter parrotry parroty parry parsable parse parsec
parser parsley parsnip parson parsoned parsonet parsonic parsonly parsonry
parsony part partake partaker partan parted parter parterre partial partiary
partible particle partigen partile partimen partisan partite partless partlet
partly partner parto partook parture party partyism partyist partykin parulis
parure paruria parvenu parvis parvolin parvule pasan pasang paschal paschite
pascoite pascuage pascual pascuous pasgarde pash pasha pashadom pashalik pashm
pashmina pasi pasilaly pasmo pasquil pasquin pass passable passably passade
passado passage passalid passant passback passbook passe passee passen passer
passewa passible passing passion passir passival passive passkey passless
passman passo passout passover passport passus passway password past paste
pasted pastel paster pasterer pastern pasteur pastiche pastil pastile pastille
pastime pastimer pasting pastness pastor pastoral pastorly pastose pastrami
pastry pastural pasture pasturer pasty pasul pata pataca patacao pataco
patagial patagium patagon pataka patamar patao patapat pataque patas patashte
patball patch patcher patchery patchily patchy pate patefy patel patella
patellar paten patency patener patent patentee patently patentor pater patera
paternal patesi path pathed pathema pathetic pathic pathless pathlet pathogen
pathos pathway pathy patible patience patiency patient patina patinate patine
patined patinize patinous patio patly patness patnidar pato patois patola
patonce patria patrial patrice patrico patrin patriot patrist patrix patrol
patron patronal patronly patronym patroon patruity patta pattable patte pattee
patten pattened pattener patter patterer pattern patterny pattu patty pattypan
patu patulent patulous patwari paty paucify paucity paughty paukpan paular
pauldron paulie paulin paunch paunched paunchy paup pauper pauropod pausably
pausal pause pauseful pauser paussid paut pauxi pavage pavan pavane pave
pavement paver pavid pavidity pavier pavilion paving pavior paviour pavis
pavisade pavisado paviser pavisor pavonian pavonine pavonize pavy pawdite
pawer pawing pawk pawkery pawkily pawkrie pawky pawl pawn pawnable pawnage
pawnee pawner pawnie pawnor pawnshop pawpaw paxilla paxillar paxillus paxiuba
paxwax payable payably payday payed payee payeny payer paying payment paynim
paynimry payoff payong payor payroll peaberry peace peaceful peaceman peach
peachen peacher peachery peachick peachify peachlet peachy peacoat peacock
peacocky peacod peafowl peag peage peahen peai peaiism peak peaked peakedly
peaker peakily peaking peakish peakless peaklike peakward peaky peakyish peal
pealike pean peanut pear pearl pearled pearler pearlet pearlike pearlin
pearling pearlish pearlite pearly pearmain peart pearten peartly pearwood
peasant peasecod peasen peason peastake peastick peastone peasy peat peatery
peatman peatship peatwood peaty peavey peavy peba pebble pebbled pebbly
pebrine pecan peccable peccancy peccant peccary peccavi pech pecht pecite peck
pecked pecker pecket peckful peckish peckle peckled peckly pecky pectase
pectate pecten pectic pectin pectinal pectinic pectinid pectize pectora
pectoral pectose pectosic pectous pectus peculate peculiar peculium peda
pedage pedagog pedagogy pedal pedaler pedalfer pedalian pedalier pedalism
pedalist pedality pedant pedantic pedantry pedary pedate pedated pedately
pedder peddle peddler peddlery peddling pedee pedelion pederast pedes pedesis
pedestal pediatry pedicab pedicel pedicle pedicule pedicure pediform pedigree
pediment pedion pedipalp pedlar pedlary pedocal pedology pedrail pedregal
pedrero pedro pedule pedum peduncle peed peek peekaboo peel peelable peele
peeled peeler peeling peelman peen peenge peeoy peep peeper peepeye peephole
peepy peer peerage peerdom peeress peerhood peerie peerless peerling peerly
peership peery peesash peesoreh peesweep peetweet peeve peeved peevedly peever
peevish peewee pega pegall peganite pegasid pegasoid pegboard pegbox pegged
pegger pegging peggle peggy pegless peglet peglike pegman pegology pegwood
peho peignoir peine peisage peise peiser peixere pejorate pejorism pejorist
pejority pekan pekin pekoe peladic pelage pelagial pelagian pelagic pelamyd
pelanos pelargic pelean pelecan pelelith pelerine pelf pelican pelick pelike
peliom pelioma peliosis pelisse pelite pelitic pell pellage pellagra pellar
pellard pellas pellate peller pellet pelleted pellety pellicle pellile
pellmell pellock pellucid pelmatic pelmet pelon peloria pelorian peloric
pelorism pelorize pelorus pelota peloton pelt pelta peltast peltate peltated
pelter pelterer pelting peltless peltry pelu peludo pelves pelvic pelvis
pembina pemican pemmican penacute penal penalist penality penalize penally
penalty penance penang penates penbard pence pencel penchant penchute pencil
penciled penciler pencilry pencraft pend penda pendant pendency pendent
pendicle pending pendle pendom pendular pendule pendulum penetral penfold
penful penghulu pengo penguin penhead penial penide penile penis penitent penk
penknife penlike penmaker penman penna pennae pennage pennant pennate pennated
penneech penneeck penner pennet penni pennia pennied pennill penning pennon
pennoned pennorth penny pennyrot penology penorcon penrack penseful penship
pensile pension pensive pensived penster penstick penstock pensum pensy pent
penta pentace pentacid pentacle pentad pentafid pentagon pentagyn pentail
pentane pentarch pentene penthrit pentine pentit pentite pentitol pentode
pentoic pentol pentosan pentose pentrit pentrite penttail pentyl pentylic
pentyne penuchi penult penumbra penury penwiper penwoman peon peonage peonism
peony people peopler peoplet peoplish peotomy peperine peperino pepful pepino
peplos peplosed peplum peplus pepo peponida peponium pepper pepperer peppery
peppily peppin peppy pepsin pepsis peptic peptical peptide peptize peptizer
peptone peptonic peracid peract peracute peramble perbend perborax percale
perceive percent percept perch percha percher percid perclose percoct percoid
percur percuss perdu perdure peregrin pereion pereira peres perezone perfect
perfecti perfecto perfidy perflate perforce perform perfume perfumed perfumer
perfumy perfuse pergamyn pergola perhaps peri perianal perianth periapt
periblem pericarp pericope periderm peridesm peridial peridium peridot
perigeal perigee perigeum perigon perigone perigyny perijove peril perilous
perine perineal perineum perinium period periodic perioeci perionyx periople
perioral periost periotic peripety periplus perique perisarc periscii perish
perished perisoma perisome perissad perit perite peritomy periwig perjink
perjure perjured perjurer perjury perk perkily perkin perking perkish perknite
perky perle perlid perlite perlitic perloir perm permeant permeate permit
permute permuter pern pernancy pernasal pernine pernor pernyi peroba peronate
peroneal peronial peronium peropod peropus peroral perorate perosis perosmic
perotic peroxide peroxy peroxyl perpend perpera perplex perquest perrier
perron perruche perry perryman persalt perscent perse perseite perseity
persico persicot persis persist person persona personal personed perspire
perspiry persuade pert pertain perten perthite pertish pertly pertness perturb
pertuse pertused perty peruke perukier perula perulate perule perusal peruse
peruser pervade pervader perverse pervert pervious pesa pesade pesage peseta
peshkar peshkash peshwa peskily pesky peso pess pessary pessimal pessimum
pessoner pessular pessulus pest peste pester pesterer pestful pesthole pestify
pestle petal petalage petaled petaline petalism petalite petalled petalody
petaloid petalon petalous petaly petard petary petasos petasus petchary
petcock pete peteca peteman peter peterman peternet petful petiolar petiole
petioled petiolus petit petite petition petitor petitory petkin petling peto
petrary petre petrean petreity petrel petrie petrific petrify petrol petrolic
petronel petrosa petrosal petrosum petrous pettable petted pettedly petter
pettifog pettily pettish pettle petty pettyfog petulant petune petuntse
petwood petzite peucites peuhl pewage pewdom pewee pewful pewing pewit pewless
pewmate pewter pewterer pewtery pewy peyote peyotl peyton peytrel pezantic
pezizoid pfennig pfui pfund phacella phacitis phacoid phacopid phaeism phaeton
phage phalange phalanx phalera phallic phallin phallism phallist phalloid
phallus phaneric phanic phano phantasm phantast phantasy phantom phantomy
phare pharisee pharmacy pharmic pharos pharynx phase phaseal phaselin phasemy
phases phasic phasis phasm phasma phasmid phasmoid pheal pheasant phellem
phemic phenacyl phenate phene phenegol phenene phengite phenic phenin phenol
phenolic phenosal phenoxid phenyl phenylic pheon pheophyl phew phial phiale
phialful phialide phialine philamot philodox philomel philopig philter philtra
philtrum phimosed phimosis phimotic phit phiz phizes phizog phleboid phlegm
phlegma phlegmon phlegmy phloem phlorone phloxin phobiac phobic phobism
phobist phoby phoca phocal phocenic phocenin phocid phocine phocoid phoebe
phoenigm phoenix phoh pholad pholadid pholcid pholcoid pholido phon phonal
phonate phone phoneme phonemic phonesis phonetic phonic phonics phonikon
phonism phono phony phoo phoresis phoresy phoria phorid phorminx phorone
phoronic phoronid phos phose phosgene phosis phospham phospho phosphor
phosphyl phossy phot photal photechy photic photics photism photo photogen
photoma photomap photon photopia photopic photuria phragma phrasal phrase
phraser phrasify phrasing phrasy phrator phratral phratria phratry phreatic
phrenic phrenics phrygium phrynid phrynin phrynoid phthalan phthalic phthalid
phthalin phthalyl phthisic phthisis phthor phthoric phugoid phulkari phulwa
phulwara phut phycite phycitol phyla phylarch phyle phylesis phyletic phylic
phyllade phyllary phyllin phylline phyllite phyllode phyllody phylloid
phyllome phyllous phylon phylum phyma phymata phymatic phymatid physic
physical physicky physics physique physopod phytase phytic phytin phytoid
phytol phytoma phytome phytomer phyton phytonic phytosis phytyl piaba piacaba
piacle piacular piaculum piaffe piaffer pial pialyn pian pianette pianic
pianino pianism pianist pianiste piannet piano pianola piassava piaster
piastre piation piazine piazza piazzaed piazzian pibcorn piblokto pibroch pica
picador picadura pical picamar picara picarel picarian picaro picaroon picary
picayune piccolo pice picene piceous pichi pichuric pichurim piciform picine
pick pickable pickage pickaway pickax picked pickedly pickee pickeer picker
pickerel pickery picket picketer pickfork pickings pickle pickler picklock
pickman pickmaw picknick pickover pickpole picksman picksome pickup pickwick
pickwork picky picnic picnicky pico picoid picoline picot picotah picotee
picotite picra picramic picrate picrated picric picrite picrol picrotin picryl
pict pictoric pictural picture pictured picturer pictury picucule picuda
picudo picul piculet piculule pidan piddle piddler piddling piddock pidgin
pidjajap piebald piece piecen piecener piecer piecette piecing piecrust pied
piedfort piedly piedmont piedness piehouse pieless pielet pielum piemag pieman
pien pienanny piend piepan pieplant pieprint pier pierage pierce pierced
piercel piercent piercer piercing pierdrop pierhead pierid pierine pierless
pierlike pierrot pieshop piet pietas pietic pietism pietist pietose piety
piewife piewipe piewoman piezo piff piffle piffler pifine pigbelly pigdan
pigdom pigeon pigeoner pigeonry pigface pigfish pigfoot pigful piggery piggin
pigging piggish piggle piggy pighead pigherd pightle pigless piglet pigling
pigly pigmaker pigman pigment pignolia pignon pignus pignut pigpen pigroot
pigskin pigsney pigstick pigsty pigtail pigwash pigweed pigyard piitis pika
pike piked pikel pikelet pikeman piker piketail pikey piki piking pikle piky
pilage pilapil pilar pilary pilaster pilau pilaued pilch pilchard pilcher
pilcorn pilcrow pile pileata pileate pileated piled pileolus pileous piler
piles pileus pileweed pilework pileworm pilewort pilfer pilferer pilger
pilgrim pili pilidium pilifer piliform piligan pilikai pililloo pilin piline
piling pilkins pill pillage pillagee pillager pillar pillared pillaret pillary
pillas pillbox pilled pillet pilleus pillion pilliver pillory pillow pillowy
pillworm pillwort pilm pilmy pilon pilori pilose pilosine pilosis pilosism
pilosity pilot pilotage pilotee piloting pilotism pilotman pilotry pilous
pilpul piltock pilula pilular pilule pilulist pilulous pilum pilus pily
pimaric pimelate pimelic pimelite pimento pimenton pimgenet pimienta pimiento
pimlico pimola pimp pimpery pimping pimpish pimple pimpled pimplo pimploe
pimplous pimply pimpship pina pinaces pinacle pinacoid pinacol pinacone
pinafore pinang pinaster pinatype pinax pinball pinbone pinbush pincase pincer
pincers pinch pinche pinched pinchem pincher pinchgut pinching pincpinc pind
pinda pinder pindling pindy pine pineal pined pineland pinene piner pinery
pinesap pinetum pineweed piney pinfall pinfish pinfold ping pingle pingler
pingue pinguefy pinguid pinguin pinguite pinhead pinhold pinhole pinhook pinic
piniform pining piningly pinion pinioned pinite pinitol pinjane pinjra pink
pinked pinkeen pinken pinker pinkeye pinkfish pinkie pinkify pinkily pinking
pinkish pinkly pinkness pinkroot pinksome pinkweed pinkwood pinkwort pinky
pinless pinlock pinmaker pinna pinnace pinnacle pinnae pinnal pinnate pinnated
pinned pinnel pinner pinnet pinning pinniped pinnock pinnoite pinnula pinnular
pinnule pinnulet pinny pino pinochle pinole pinoleum pinolia pinolin pinon
pinonic pinpoint pinprick pinproof pinrail pinrowed pinscher pinsons pint
pinta pintado pintail pintano pinte pintle pinto pintura pinulus pinweed
pinwing pinwork pinworm piny pinyl pinyon pioneer pioscope pioted piotine
piotty pioury pious piously pipa pipage pipal pipe pipeage piped pipefish
pipeful pipeless pipelike pipeline pipeman piper piperate piperic piperide
piperine piperly piperno piperoid pipery pipestem pipet pipette pipewood
pipework pipewort pipi piping pipingly pipiri pipit pipkin pipkinet pipless
pipped pipper pippin pippiner pippy piprine piproid pipy piquable piquance
piquancy piquant pique piquet piquia piqure piracy piragua piranha pirate
piratery piratess piratism piratize piraty pirijiri piripiri pirl pirn pirner
pirnie pirny pirogue pirol pirr pirraura pirrmaw pisaca pisachee pisang
pisanite pisay piscary piscator piscian piscina piscinal piscine pisco pise
pish pishaug pishogue pishu pisiform pisk pisky pismire piso pisolite piss
pissabed pissant pist pistache pistic pistil pistle pistol pistole pistolet
piston pistrix pita pitahaya pitanga pitangua pitapat pitarah pitau pitaya
pitayita pitch pitcher pitchi pitching pitchman pitchout pitchy piteous
pitfall pith pithecan pithful pithily pithless pithole pithos pithsome
pithwork pithy pitiable pitiably pitiedly pitier pitiful pitikins pitiless
pitless pitlike pitmaker pitman pitmark pitmirk pitpan pitpit pitside pittacal
pittance pitted pitter pittine pitting pittite pittoid pituital pituite pituri
pitwood pitwork pity pitying pityroid piuri pivalic pivot pivotal pivoter
pixie pixy pize pizza pizzeria pizzle placable placably placard placate
placater placcate place placebo placeful placeman placenta placer placet
placid placidly placitum plack placket placode placoid placula plaga plagal
plagate plage plagiary plagium plagose plague plagued plaguer plaguily plaguy
plaice plaid plaided plaidie plaiding plaidman plaidy plain plainer plainful
plainish plainly plaint plaister plait plaited plaiter plaiting plak plakat
plan planable planaea planar planate planch plancher planchet plancier plandok
plane planer planet planeta planetal planeted planform planful plang plangent
plangor planilla planish planity plank plankage planker planking plankter
plankton planky planless planner planosol plant planta plantad plantage
plantain plantal plantar plantdom planter planting plantlet plantula plantule
planula planulan planular planuria planury planxty plap plappert plaque plash
plasher plashet plashy plasm plasma plasmase plasmic plasmode plasmoma plasome
plass plasson plastein plaster plastery plastic plastics plastid plastify
plastin plastral plastron plastrum plat platan platane platano platband platch
plate platea plateasm plateau plateaux plated plateful platelet plateman
platen plater platerer platery plateway platform platic platicly platilla
platina plating platinic platinum platode platoid platoon platopic platted
platten platter platting platty platy platyope platypod platypus platysma
plaud plaudit plaudite plausive play playa playable playback playbill playbook
playbox playboy playday playdown player playfolk playful playgoer playless
playlet playlike playman playmare playmate playock playpen playroom playsome
playtime playward playwork plaza plea pleach pleached pleacher plead pleader
pleading pleasant please pleaser pleaship pleasing pleasure pleat pleater pleb
plebe plebeian plebeity plebify plebs pleck plectre plectron plectrum pled
pledge pledgee pledgeor pledger pledget pledgor pleiobar pleion plenarty
plenary plenipo plenish plenism plenist plentify plenty plenum pleny pleodont
pleon pleonal pleonasm pleonast pleonic pleopod pleroma plerome plerosis
plerotic plessor plethora plethory pleura pleural pleuric pleurisy pleurite
pleuroid pleuron pleurum pleuston plew plex plexal plexor plexure plexus
pliable pliably pliancy pliant pliantly plica plicable plical plicate plicated
plicater plicator plied plier plies pliers plight plighted plighter plim
plimsoll plinth plinther pliosaur pliskie plisky ploat ploce plock plod
plodder plodding plodge ploimate plomb plook plop plosion plosive plot plote
plotful plotless plottage plotted plotter plottery plotting plotty plough
plouk plouked plouky plounce plout plouter plover plovery plow plowable
plowbote plowboy plower plowfish plowfoot plowgang plowgate plowhead plowing
plowland plowline plowman plowmell plowshoe plowtail plowwise ploy ployment
pluck pluckage plucked plucker pluckily plucky plud pluff pluffer pluffy plug
plugged plugger plugging pluggy plughole plugless pluglike plugman plugtray
plugtree plum pluma plumach plumade plumage plumaged plumate plumb plumbage
plumbago plumbate plumbean plumber plumbery plumbet plumbic plumbing plumbism
plumbite plumbog plumbous plumbum plumcot plume plumed plumelet plumeous
plumer plumery plumet plumette plumier plumify plumiped plumist plumless
plumlet plumlike plummer plummet plummy plumose plumous plump plumpen plumper
plumping plumpish plumply plumps plumpy plumula plumular plumule plumy plunder
plunge plunger plunging plunk plunther plup plural plurally pluries plurify
plus plush plushed plushily plushy plussage pluteal plutean pluteus plutonic
pluvial pluvian pluvine pluviose pluvious plyer plying plyingly plywood pneuma
pneumony poaceous poach poacher poachy poalike pobby pobs pochade pochard
pochay poche pochette pock pocket pocketed pocketer pockety pockily pockmark
pockweed pockwood pocky poco pocosin poculary poculent podagra podagral
podagric podal podalgia podalic podargue podatus podded podder poddidge
poddish poddle poddy podeon podesta podetium podex podge podger podgily podgy
podial podiatry podical podices podite poditic poditti podium podler podley
podlike podocarp pododerm podogyn podogyne podolite podology podomere podsol
podsolic poduran podurid podware podzol podzolic poem poematic poemet poemlet
poesie poesis poesy poet poetdom poetess poethood poetic poetical poetics
poetito poetize poetizer poetless poetlike poetling poetly poetress poetry
poetship poetwise pogge poggy pogonion pogonip pogonite pogrom pogy poha pohna
poietic poignant poignet poil poilu poimenic poind poinder poinding point
pointage pointed pointel pointer pointful pointing pointlet pointman pointrel
pointy poisable poise poised poiser poison poitrail poitrel poivrade pokable
poke poked pokeful pokeout poker pokerish pokeroot pokeweed pokey pokily
pokiness poking pokomoo pokunt poky polacca polack polacre polar polaric
polarity polarize polarly polaxis poldavis poldavy polder pole polearm poleax
poleaxe poleaxer poleburn polecat polehead poleless poleman polemic polemics
polemist polemize polenta poler polesman polestar poleward poley poliad
poliadic police policed policial policize policy poligar polio poliosis polis
polish polished polisher polisman polite politely politic politico politics
politied politist politize polity polk polka poll pollable pollack polladz
pollage pollam pollan pollard pollbook polled pollen pollened pollent poller
polleten pollex pollical pollicar pollinar polling pollinia pollinic polliwig
polliwog pollock polloi pollster pollute polluted polluter pollux pollywog
polo polocyte poloist polonium polony polos polska polt poltfoot poltina
poltroon poly polyacid polyact polyad polyadic polyarch polyaxon polybuny
polyclad polyemia polyemic polyfoil polyfold polygam polygamy polygene
polygeny polyglot polygon polygony polygram polygyn polygyny polylith polylogy
polymath polymely polymer polymere polynoid polynome polyoecy polyonym
polyopia polyopic polyopsy polyose polyp polypage polypary polypean polyped
polypi polypian polypide polypite polypod polypody polypoid polypore polypose
polypous polypus polysemy polysomy polytoky polytomy polytone polytony
polytope polytype polytypy polyuria polyuric polyzoal polyzoan polyzoic
polyzoon pomace pomade pomander pomane pomarine pomarium pomate pomato pomatum
pombe pombo pome pomelo pomerium pomey pomfret pomiform pomme pommee pommel
pommeled pommeler pommet pommey pommy pomology pomonal pomonic pomp pompa
pompal pompano pompey pomphus pompier pompilid pompion pompist pompless pompon
pompous pompster pomster ponce ponceau poncelet poncho ponchoed pond pondage
pondbush ponder ponderal ponderer pondfish pondful pondlet pondman pondok
pondside pondus pondweed pondwort pondy pone ponent ponerid ponerine poneroid
poney pong ponga pongee poniard ponica ponier ponja pont pontage pontal pontee
pontes pontic pontifex pontiff pontific pontify pontil pontile pontin pontine
pontist ponto ponton pontoon pony ponzite pooa pooch pooder poodle poof poogye
pooh pook pooka pookaun pookoo pool pooler pooli poolroom poolroot poolside
poolwort pooly poon poonac poonga poonghie poop pooped poophyte poor poorish
poorling poorly poorness poorweed poorwill poot popadam popal popcorn popdock
pope popedom popeholy popehood popeism popeler popeless popelike popeline
popely popery popeship popess popeye popeyed popglove popgun popify popinac
popinjay popish popishly popjoy poplar poplared poplin poplolly popover poppa
poppable poppean poppel popper poppet poppied poppin popple popply poppy
popshop populace popular populate populin populous popweed poral porcate
porcated porch porched porching porcine pore pored porelike porer porge porger
porgy poriform poriness poring poringly porism poristic porite poritoid pork
porker porkery porket porkfish porkish porkless porkling porkman porkpie
porkwood porky porodine porodite porogam porogamy poroma poroporo pororoca
poros porose porosis porosity porotic porotype porous porously porphine
porphyry porpoise porr porrect porret porridge porridgy porrigo porry port
porta portable portably portage portague portail portal portaled portance
portass ported portend portent porteous porter porterly portfire porthole
porthook porthors portia portico portiere portify portio portion portitor
portlast portless portlet portlily portly portman portment portmoot porto
portoise portolan portrait portray portress portside portsman portuary
portulan portway porty porule porulose porulous porus porwigle pory posca pose
posement poser poseur posey posh posing posingly posit position positive
positor positron positum positure posnet posole posology poss posse posseman
possess posset possible possibly possum post postable postage postal postally
postanal postbag postbox postboy postcart postcava postdate posted posteen
poster postern postface postfact postfix postform posthole postic postical
posticum postil posting postique postless postlike postlude postman postmark
postnate postnati postoral postotic postpaid postpone postpose postsign
postural posture posturer postvide postwar postward postwise postyard posy
potable potagery potamic potash potass potassa potassic potate potation
potative potato potatoes potator potatory potbank potbelly potboil potboy
potch potcher potcrook potdar pote potecary poteen potence potency potent
potently poter potestal potestas poteye potful potgirl potgun pothead potheen
pother potherb pothery pothole pothook pothouse pothunt poticary potifer
potion potlatch potleg potlid potlike potluck potmaker potman potomato potong
potoo potoroo potpie potrack potsherd potshoot potstick potstone pott pottage
pottagy pottah potted potter potterer pottery potting pottle pottled potto
potty potware potwork potwort pouce poucer poucey pouch pouched pouchful
pouchy pouf poulaine poulard poulp poulpe poult poulter poultice poultry
pounamu pounce pounced pouncer pouncet pouncing pound poundage poundal pounder
pounding poundman pour pourer pourie pouring pouser pout pouter poutful
pouting pouty poverish poverty powder powdered powderer powdery powdike powdry
power powered powerful powitch pownie powsoddy powsowdy powwow powwower poxy
poyou praam prabble prabhu practic practice prad pradhana praeanal praecava
praecipe praecox praedial praefect praepuce praetor prairie prairied praise
praiser praising prajna prakriti praline pram prana prance prancer prancing
prancy prandial prank pranked pranker prankful pranking prankish prankle
pranky prase prasine prasoid prastha prat pratal prate prateful prater pratey
pratfall prating pratique prattle prattler prattly prau pravity prawn prawner
prawny praxis pray praya prayer prayful praying preach preacher preachy
preacid preact preacute preadapt preadmit preadopt preadore preadorn preadult
preaged preagony preagree prealarm preallot preallow preally prealtar preamble
preanal preannex prearm preaver preaxiad preaxial prebake prebasal prebend
prebeset prebid prebill prebless preboast preboil preborn prebrute preburn
precant precaria precary precast precava precaval precede preceder precent
precept preces precess prechart precheck prechill precinct precious precipe
precis precise precite precited preclaim preclean preclose preclude precoil
precolor precook precool precopy precornu precover precox precreed precure
precurse precut precyst predable predamn predark predata predate predator
predawn preday predeath predebit predecay predefy predelay predella predeny
predial predict prediet predine predonor predoom predoubt predraft predraw
predread predrill predrive predry predusk predwell preen preener preeze prefab
preface prefacer prefator prefavor prefeast prefect prefelic prefer preferee
prefinal prefine prefix prefixal prefixed preflood prefool preform prefraud
pregain pregnant pregrade pregreet preguard preguess preguide preguilt pregust
prehaps preharsh prehaunt preheal preheat prehend prehnite prehuman prehumor
preidea preimage preimbue preinfer preissue prejudge preknit preknow prelabel
prelabor prelacy prelate prelatic prelatry prelease prelect prelegal prelim
prelimit preloan prelogic preloral preloss prelude preluder premake premaker
premarry prematch premate premedia premedic premerit premial premiant premiate
premier premiere premious premisal premise premiss premium premix premixer
premodel premolar premold premoral premorse premourn premove premover prename
prenares prenaris prenasal prenatal prenaval prender prendre prenight prenoble
prenodal prentice preoccur preoffer preomit preopen preoptic preoral preorder
prep prepanic prepare prepared preparer prepave prepay prepense prepink
prepious preplace preplan preplant preplot prepose preprice preprint preprove
prepubic prepubis prepuce prepupa prepupal prequote preradio preramus preready
prerefer preregal preremit prerenal prerent prerich preroute preroyal prerupt
presage presager presay presbyte prescind prescout preseal presee presell
presence present preserve preses preset preshape preshare preship preshow
preside presider presidio presift presign presolar presolve presound prespoil
prespur press pressdom pressel presser pressfat pressful pressing pression
pressive pressman pressor pressure prest prestamp prestant prestate presteam
presteel prester prestige presto prestock prestore prestudy presume presumer
pretan pretardy pretaste preteach pretell pretend pretense preterit pretest
pretext pretire pretoken pretone pretonic pretrace pretrain pretreat pretry
prettify prettily pretty pretzel preunion preunite prevail prevalid prevalue
prevelar prevene prevent preverb preveto previde preview previous previse
previsit previsor prevocal prevogue prevoid prevomer prevotal prevote prevue
prewar prewarn prewash preweigh prewhip prewire prewound prewrap prexy prey
preyer preyful prezonal prezone priapism price priced priceite pricer prich
prick prickant pricked pricker pricket pricking prickish prickle prickled
prickly pricks pricky pride prideful pridian priding pridy pried prier priest
priestal priestly prig prigdom prigger priggery priggess priggish priggism
prighood prigman prill prillion prim prima primacy primage primal primar
primary primatal primate primatic prime primely primer primero primeval
primine priming primly primness primost primp primrose primrosy primsie
primula primulic primus primwort primy prince princely princeps princess
princify princock princox prine pringle prink prinker prinkle prinky print
printed printer printery printing priodont prion prionid prionine prior
prioracy prioral priorate prioress priorite priority priorly priory prisable
prisage prisal priscan prism prismal prismed prismoid prismy prison prisoner
priss prissily prissy pristane pristine pritch pritchel prithee prius privacy
privant private privet privily privity privy prizable prize prizeman prizer
prizery proa proactor proagule proal proalien proarmy proatlas proavian
proaward prob probabl probable probably probal probang probant probate
probator probe probeer prober probity problem probonus probrick procaine
procanal procarp proceed proceeds procello proceres procerus process prochein
prochoos procivic proclaim procline proclive procourt proctal proctor procural
procure procurer prod prodder proddle prodelay prodigal prodigus prodigy
prodroma prodrome producal produce produced producer product proem proemial
proemium proenzym proetid prof profane profaner profert profess proffer
profile profiler profit profiter profound profunda profuse prog progamic
progeny progeria progger progne prognose program progrede progress progypsy
prohaste prohibit prohuman project proke proker prolabor prolamin prolan
prolapse prolarva prolate proleg prolific prolify proline prolix prolixly
prologos prologue prologus prolong prolonge prolyl promercy promerit promic
promise promisee promiser promisor promoral promorph promote promoter promotor
prompt prompter promptly promulge pronaos pronate pronator pronaval pronavy
prone pronegro pronely proneur prong pronged pronger pronic pronotal pronotum
pronoun pronpl pronto pronuba pronymph proo proof proofer proofful proofing
proofy prop propago propale propane propanol propend propene propense propenyl
proper properly property prophase prophecy prophesy prophet prophyll propine
propione proplasm propless proplex propolis propone proponer propons proposal
propose proposer propound propoxy proppage propper proprium props propupa
propupal propwood propyl propylic propylon propyne prorata prorate prore
prorean prorebel prorogue proroyal prorsad prorsal prosaic prosaism prosaist
prosar prose prosect proseman proser prosify prosily prosing prosish prosist
proslave proso prosodal prosode prosodic prosodus prosody prosoma prosomal
prosopic prosopon prosopyl prosorus prospect prosper prosport pross prossy
prostate prostyle prosy protagon protasis protatic protax protaxis prote
protea protead protean protease protect protege protegee proteic proteide
protein protend proteose protest protext protheca prothyl protide protist
protium proto protocol protogod protolog protoma protome proton protone
protonic protonym protopin protopod protore protovum protract protrade
protrude proturan protutor protyl protyle protype proudful proudish proudly
prounion provable provably provand provant prove provect proved provedly
provedor proven provenly prover proverb provicar provide provided provider
province provine proving proviso provisor provoke provokee provoker provost
prow prowar prowed prowess prowl prowler prowling proxenet proxenos proxenus
proxeny proximad proximal proximo proxy proxysm prozone prude prudely prudence
prudent prudery prudish prudist prudity pruh pruinate pruinose pruinous
prunable prunably prunase prunasin prune prunell prunella prunelle prunello
pruner prunetin prunetol pruning prunt prunted prurient prurigo pruritic
pruritus prusiano prussic prut prutah pryer prying pryingly pryler pryproof
pryse prytanis prytany psalis psalm psalmic psalmist psalmody psalmy psaloid
psalter psaltery psaltes psammite psammoma psammous pschent psellism psephism
psephite pseudo psha pshaw psiloi psilosis psilotic psoadic psoas psoatic
psocid psocine psoitis psora psoric psoroid psorosis psorous psych psychal
psyche psychic psychics psychid psychism psychist psychoid psychon psychony
psykter psylla psyllid psyllium ptarmic ptereal pteric pterion pteroid pteroma
pteropid pteropod pterotic pteryla ptilinal ptilinum ptilosis ptinid ptinoid
ptisan ptomain ptomaine ptosis ptotic ptyalin ptyalism ptyalize ptyxis puan
pubal pubble puberal pubertal pubertic puberty pubes pubian pubic pubis public
publican publicly publish puccoon puce pucelage pucellas pucelle puchero puck
pucka puckball pucker puckerel puckerer puckery puckfist puckish puckle
pucklike puckling puckrel puckster puddee pudder pudding puddingy puddle
puddled puddler puddling puddly puddock puddy pudency pudenda pudendal
pudendum pudent pudge pudgily pudgy pudiano pudibund pudic pudical pudicity
pudsey pudsy pudu pueblito pueblo puerer puerile puerman puerpera puerpery
puff puffback puffball puffbird puffed puffer puffery puffily puffin puffinet
puffing pufflet puffwig puffy pugged pugger puggi pugging puggish puggle
puggree puggy pugh pugil pugilant pugilism pugilist pugman pugmill puisne
puissant puist puistie puja puka pukatea puke pukeko puker pukeweed pukish
pukras puku puky pulahan pulasan pule pulegol pulegone puler pulghere puli
pulicat pulicene pulicid pulicide pulicine pulicoid pulicose pulicous puling
pulingly pulish pulk pulka pull pullable pullback pullboat pulldoo pulldown
pullen puller pullery pullet pulley pulli pullorum pullus pulmonal pulmonar
pulmonic pulp pulpal pulper pulpify pulpily pulpit pulpital pulpiter pulpitic
pulpitis pulpitly pulpitry pulpless pulplike pulpous pulpwood pulpy pulque
pulsant pulsate pulsator pulse pulsidge pulsific pulsion pulsive pulsojet
pulton pulu pulverin pulvic pulvil pulvinar pulvinic pulvino pulvinus pulwar
puly puma pumicate pumice pumiced pumicer pumicose pummel pummice pump
pumpable pumpage pumper pumpkin pumple pumpless pumplike pumpman pumpsman puna
punaise punalua punaluan punatoo punch puncheon puncher punching punchy punct
punctal punctate punctist punctual punctule punctum puncture pundit pundita
punditic punditry pundonor pundum puneca pung punga pungar pungence pungency
pungent punger pungey pungi pungle pungled punicial punicin punicine punily
puniness punish punisher punition punitive punitory punjum punk punkah
punketto punkie punkwood punky punless punlet punnable punnage punner punnet
punnic punnical punproof punster punt punta puntal puntel punter punti puntil
puntist punto puntout puntsman punty puny punyish punyism pupa pupahood pupal
puparial puparium pupate pupation pupelo pupiform pupil pupilage pupilar
pupilate pupildom pupiled pupilize pupivore pupoid puppet puppetly puppetry
puppify puppily puppy puppydom puppyish puppyism pupulo pupunha purana puranic
puraque purblind purchase purdah purdy pure purebred pured puree purely
pureness purer purfle purfled purfler purfling purfly purga purge purger
purgery purging purifier puriform purify purine puriri purism purist puristic
puritano purity purl purler purlicue purlieu purlin purlman purloin purpart
purparty purple purplely purplish purply purport purpose purposer purpura
purpure purpuric purpurin purr purre purree purreic purrel purrer purring
purrone purry purse pursed purseful purser pursily purslane purslet pursley
pursual pursuant pursue pursuer pursuit pursy purulent puruloid purusha purvey
purveyal purveyor purview purvoe push pushball pushcart pusher pushful pushing
pushover pushpin puss pusscat pussley pusslike pussy pussycat pussytoe
pustular pustule pustuled putage putamen putanism putation putative putback
putchen putcher puteal putelee puther puthery putid putidly putlog putois
putrefy putresce putrid putridly putt puttee putter putterer puttier puttock
putty puture puxy puzzle puzzled puzzler puzzling pyal pyche pycnia pycnial
pycnid pycnidia pycnite pycnium pycnosis pycnotic pyelic pyelitic pyelitis
pyemesis pyemia pyemic pygal pygalgia pygarg pygargus pygidial pygidid
pygidium pygmaean pygmoid pygmy pygmydom pygmyish pygmyism pygofer pygopod
pyic pyin pyjama pyjamaed pyke pyknatom pyknic pyknotic pyla pylagore pylar
pylic pylon pyloric pylorus pyocele pyocyst pyocyte pyogenic pyogenin pyoid
pyolymph pyometra pyorrhea pyosis pyracene pyral pyralid pyralis pyraloid
pyramid pyran pyranyl pyrazine pyrazole pyre pyrectic pyrena pyrene pyrenic
pyrenin pyrenoid pyretic pyrex pyrexia pyrexial pyrexic pyrgom pyribole
pyridic pyridine pyridone pyridyl pyriform pyrite pyrites pyritic pyritize
pyritoid pyritous pyro pyroacid pyrocoll pyrogen pyroid pyrolite pyrology
pyrolyze pyrone pyronine pyrope pyropen pyropus pyrosis pyrosome pyrostat
pyrotic pyrouric pyroxene pyroxyle pyrrhic pyrrhous pyrrol pyrrole pyrrolic
pyrroyl pyrryl pyruline pyruloid pyruvate pyruvic pyruvil pyruvyl pyrylium
python pythonic pythonid pyuria pyvuril pyxidate pyxides pyxidium pyxie pyxis
qasida qere qeri qintar qoph quab quabird quachil quack quackery quackish
quackism quackle quacky quad quadded quaddle quadra quadral quadrans quadrant
quadrat quadrate quadriad quadric quadriga quadroon quadrual quadrum quaedam
quaestor quaff quaffer quag quagga quaggle quaggy quagmire quagmiry quahog
quail quailery quaily quaint quaintly quake quakeful quaker quaking quaky
quale qualify quality qualm qualmish qualmy qualtagh quan quandary quandong
quandy quannet quant quanta quantic quantify quantity quantize quantum quar
quaranty quardeel quare quark quarl quarle quarred quarrel quarried quarrier
quarry quart quartan quartane quarter quartern quarters quartet quartful
quartic quartile quartine quarto quartole quartz quartzic quartzy quash
quashey quashy quasi quasky quassiin quassin quat quata quatch quatern quaters
quatorze quatrain quatral quatre quatrin quatrino quattie quatuor quauk quave
quaver quaverer quavery quaw quawk quay quayage quayful quaylike quayman
quayside qubba queach queachy queak queal quean queanish queasily queasom
queasy quedful queechy queen queencup queendom queening queenite queenlet
queenly queer queerer queerish queerity queerly queery queest queet queeve
quegh quei quelch quell queller quemado queme quemeful quemely quench quencher
quenelle quercic quercin quercine quercite querent querier queriman querist
querken querl quern quernal query querying queryist quesited quest quester
questeur questful question questman questor quet quetch quetzal queue quey
quiapo quib quibble quibbler quiblet quica quick quicken quickie quickly
quickset quid quidder quiddit quiddity quiddle quiddler quidnunc quiesce quiet
quieten quieter quieting quietism quietist quietive quietly quietude quietus
quiff quiffing quila quiles quilkin quill quillai quillaic quillaja quilled
quiller quillet quilling quilly quilt quilted quilter quilting quin quina
quinary quinate quince quinch quincunx quindene quinetum quinia quinible
quinic quinidia quinin quinina quinine quininic quinism quinite quinitol
quinize quink quinnat quinnet quinoa quinogen quinoid quinol quinolyl quinone
quinonic quinonyl quinova quinovic quinovin quinoyl quinse quinsied quinsy
quint quintad quintain quintal quintan quintant quintary quintato quinte
quintet quintic quintile quintin quinto quintole quinton quintus quinyl quinze
quip quipful quipo quipper quippish quippy quipsome quipster quipu quira quire
quirinca quirk quirkish quirksey quirky quirl quirt quis quisby quiscos quisle
quisling quit quitch quite quitrent quits quitted quitter quittor quiver
quivered quiverer quivery quixotic quixotry quiz quizzee quizzer quizzery
quizzify quizzish quizzism quizzity quizzy quod quoddies quoddity quoilers
quoin quoined quoining quoit quoiter quoits quondam quoniam quop quorum quot
quota quotable quotably quote quotee quoter quoth quotha quotient quotiety
quotity quotum raad raash raband rabanna rabat rabatine rabatte rabbet rabbi
rabbin rabbinic rabbit rabbiter rabbitry rabbity rabble rabbler rabboni
rabbonim rabic rabid rabidity rabidly rabies rabietic rabific rabiform rabinet
rabitic rabulous raccoon raccroc race racegoer racelike racemate raceme
racemed racemic racemism racemize racemose racemous racemule racer raceway
rach rache rachial rachides rachilla rachis rachitic rachitis racial racially
racily raciness racing racism racist rack rackan racker racket racketer
racketry rackett rackety rackful racking rackle rackless rackway rackwork
racloir racon racoon racy rada radar radarman raddle radiable radial radiale
radialia radially radian radiance radiancy radiant radiate radiated radiator
radical radicand radicant radicate radicel radices radicle radicose radicule
radii radio radiode radioman radish radium radius radix radman radome radon
radsimir radula radulate raff raffe raffee raffery raffia raffing raffish
raffle raffler raft raftage rafter raftlike raftman raftsman rafty raga
ragabash rage rageful rageless rageous rager ragesome ragfish ragged raggedly
raggedy raggee ragger raggery raggety raggil raggily ragging raggle raggled
raggy raghouse raging ragingly raglan raglet raglin ragman ragout ragshag
ragstone ragtag ragtime ragtimer ragtimey ragule raguly ragweed ragwort rahdar
rahdaree raia raid raider raiiform rail railage railbird railer railhead
railing raillery railless raillike railly railman railroad railway raiment
rain rainband rainbird rainbow rainbowy raincoat raindrop rainer rainfall
rainfowl rainful rainily rainless rainwash rainworm rainy raioid rais raisable
raise raised raiseman raiser raisin raising raisiny raja rajah rajaship
rajbansi rakan rake rakeage rakeful rakehell raker rakery rakh raki rakily
raking rakish rakishly rakit rakshasa raku rallier ralline rally ralph ramada
ramage ramal ramanas ramarama ramass ramate rambeh ramberge ramble rambler
rambling rambong rambooze rambutan rame rameal ramed ramekin rament ramental
ramentum rameous ramequin ramet ramex ramhead ramhood rami ramicorn ramie
ramified ramiform ramify ramlike ramline rammack rammel rammer rammish rammy
ramose ramosely ramosity ramous ramp rampage rampager rampancy rampant rampart
ramped ramper rampick rampike ramping rampion rampire rampler ramplor rampsman
ramrace ramrod ramroddy ramsch ramson ramstam ramtil ramular ramule ramulose
ramulous ramulus ramus rana ranal ranarian ranarium rance rancel rancer ranch
ranche rancher ranchero ranchman rancho rancid rancidly rancor rand randan
randem rander randing randir randle random randomly randy rane rang range
ranged rangeman ranger rangey ranging rangle rangler rangy rani ranid raniform
ranine raninian rank ranked ranker rankish rankle rankless rankly rankness
ranksman rankwise rann rannel rannigal ranny ransack ransel ransom ransomer
ranstead rant rantan ranter ranting rantock ranty ranula ranular rapaceus
rapacity rapakivi rape rapeful raper rapeseed raphania raphany raphe raphide
raphides raphis rapic rapid rapidity rapidly rapier rapiered rapillo rapine
rapiner raping rapinic rapist raploch rappage rapparee rappe rappel rapper
rapping rappist rapport rapt raptly raptness raptor raptril rapture raptured
raptury raptus rare rarebit rarefier rarefy rarely rareness rareripe rarish
rarity rasa rasamala rasant rascacio rascal rascally rascalry rasceta rascette
rase rasen raser rasgado rash rasher rashful rashing rashlike rashly rashness
rasion rasorial rasp rasped rasper rasping raspings raspish raspite raspy
rasse rassle raster rastik rastle rasure rata ratable ratably ratafee ratafia
ratal ratanhia rataplan ratbite ratch ratchel ratcher ratchet ratchety
ratching rate rated ratel rateless ratement rater ratfish rath rathe rathed
rathely rather ratherly rathest rathite rathole raticide ratifier ratify
ratine rating ratio ration rational ratite ratitous ratlike ratline ratliner
ratoon ratooner ratproof ratsbane rattage rattail rattan ratteen ratten
rattener ratter rattery ratti rattinet rattish rattle rattled rattler rattles
rattling rattly ratton rattoner rattrap ratty ratwa ratwood raucid raucity
raucous raught raugrave rauk raukle rauli raun raunge raupo rauque ravage
ravager rave ravehook ravel raveler ravelin raveling ravelly raven ravendom
ravener ravening ravenish ravenous ravenry ravens raver ravigote ravin
ravinate ravine ravined raviney raving ravingly ravioli ravish ravisher
ravison rawboned rawbones rawhead rawhide rawhider rawish rawness raya rayage
rayed rayful rayless raylet rayon raze razee razer razoo razor razorman razz
razzia razzly reaal reabsent reabsorb reabuse reaccess reaccord reaccost
reaccrue reaccuse reach reacher reaching reachy react reactant reaction
reactive reactor read readable readably readapt readd reader readhere readily
reading readjust readmire readmit readopt readorn readvent readvise ready
reaffect reaffirm reafford reagency reagent reagin reagree reak real realarm
reales realest realgar realign realism realist reality realive realize
realizer reallege reallot reallow reallude really realm realmlet realness
realter realtor realty ream reamage reamass reamend reamer reamerer reamuse
reamy reanchor reanneal reannex reannoy reanoint reanswer reanvil reap
reapable reapdole reaper reappeal reappear reapply rear rearer reargue
rearisal rearise rearling rearm rearmost rearouse rearray rearrest rearrive
rearward reascend reascent reashlar reask reason reasoned reasoner reaspire
reassail reassay reassent reassert reassess reassign reassist reassort
reassume reassure reastray reasty reasy reattach reattack reattain reattend
reattest reattire reatus reaudit reavail reave reaver reavoid reavouch reavow
reawait reawake reawaken reaward reaware rebab reback rebag rebait rebake
rebale reballot reban rebanish rebar rebase rebasis rebate rebater rebathe
rebato rebawl rebeamer rebear rebeat rebec rebeck rebecome rebed rebeg rebeget
rebeggar rebegin rebehold rebel rebeldom rebelief rebeller rebellow rebelly
rebelong rebelove rebemire rebend rebeset rebestow rebetake rebetray rebewail
rebia rebias rebid rebill rebillet rebind rebirth rebite reblade reblame
reblast rebleach reblend rebless reblock rebloom reblot reblow reblue rebluff
reboant reboard reboast rebob reboil reboiler reboise rebold rebolt rebone
rebook rebop rebore reborn reborrow rebottle rebounce rebound rebox rebrace
rebraid rebranch rebrand rebreed rebrew rebribe rebrick rebridge rebring
rebroach rebronze rebrown rebrush rebubble rebuckle rebud rebudget rebuff
rebuffet rebuild rebuilt rebuke rebuker rebulk rebunch rebundle rebunker
rebuoy reburden reburial reburn reburst rebury rebus rebush rebusy rebut
rebute rebuttal rebutter rebutton rebuy recable recage recalk recall recancel
recant recanter recanvas recap recapper recaptor recarbon recarpet recarry
recart recarve recase recash recasket recast recaster recatch recce recco
reccy recede recedent receder receipt receipts receival receive received
receiver recement recency recense recensor recensus recent recenter recently
recentre recept receptor recess recesser recessor rechafe rechain rechal
rechange rechant rechaos rechar recharge rechase rechaser rechaw recheat
recheck recheer rechew rechip rechisel rechoose rechuck rechurn recidive
recipe recircle recision recital recite reciter reck reckla reckless reckling
reckon reckoner reclaim reclama reclang reclasp reclass reclean reclear
reclimb recline recliner reclose reclothe recluse recoach recoal recoast
recoat recock recoct recode recodify recoil recoiler recoin recoiner recoke
recolor recomb recommit recompel recomply recon reconcur reconfer reconvey
recook recool recooper recopper recopy record recorder recork recount recoup
recouper recouple recourse recover recovery recramp recrank recrate recreant
recrease recreate recredit recrew recroon recrop recross recrowd recrown
recruit recruity recrush rect recta rectal rectally recti rectify rection
rectitic rectitis recto rector rectoral rectory rectress rectrix rectum rectus
recubant recubate recur recure recurl recurrer recurse recurve recusant recuse
recut recycle redact redactor redamage redan redare redargue redarken redarn
redart redate redaub redawn redback redbait redbeard redbelly redberry redbill
redbird redbone redbrush redbuck redbud redcap redcoat redd redden reddendo
redder redding reddish reddock reddsman reddy rede redeal redebate redebit
redecide redeck rededuct redeed redeem redeemer redefeat redefer redefine
redefy redeify redelay redemand redemise redeny redepend redeploy redesign
redesire redesman redetect redevise redevote redeye redfin redfinch redfish
redfoot redhead redhoop redia redient redig redigest redip redipper redirect
redispel redive redivert redivide redivive redknees redleg redlegs redly
redmouth redness redo redock redocket redolent redoom redouble redoubt redound
redowa redox redpoll redraft redrag redrape redraw redrawer redream redredge
redress redrill redrive redroot redry redsear redshank redshirt redskin
redstart redtab redtail redtop redub redubber reduce reduced reducent reducer
reducing reduct reductor redue reduviid redux redward redware redweed redwing
redwithe redwood redye reechy reed reedbird reedbuck reedbush reeded reeden
reeder reedily reeding reedish reedless reedlike reedling reedman reedplot
reedwork reedy reef reefable reefer reefing reefy reek reeker reeky reel
reelable reeled reeler reelrall reem reeming reemish reen reenge reeper reese
reeshle reesk reesle reest reester reestle reesty reet reetam reetle reeve
reface refall refallow refan refasten refavor refect refeed refeel refeign
refel refence refer referee referent referral referrer refetch refight
refigure refill refilm refilter refinage refind refine refined refiner
refinery refinger refining refinish refire refit refix reflag reflame reflash
reflate reflect refledge reflee reflex reflexed reflexly refling refloat
reflog reflood refloor reflow reflower refluent reflush reflux refluxed refly
refocus refold refoment refont refool refoot reforbid reforce reford reforest
reforge reforger reforget reform reformed reformer refound refract refrain
reframe refreeze refrenzy refresh refront reft refuel refuge refugee refulge
refund refunder refurl refusal refuse refuser refusing refusion refusive
refutal refute refuter regain regainer regal regale regaler regalia regalian
regalism regalist regality regalize regallop regally regard regarder regather
regatta regauge regelate regency regent regental reges reget regia regicide
regift regifuge regild regill regime regimen regiment regin reginal region
regional regioned register registry regive reglair reglaze regle reglet
regloss reglove reglow reglue regma regnal regnancy regnant regolith regorge
regovern regrade regraft regrant regrasp regrass regrate regrater regrator
regravel regrede regreen regreet regress regret regrind regrip regroup regrow
regrowth reguard reguide regula regular regulate reguli reguline regulize
regulus regur regurge regush rehair rehale rehallow rehammer rehandle rehang
rehappen reharden reharm reharrow rehash rehaul rehazard rehead reheal reheap
rehear rehearse reheat reheater rehedge reheel rehoe rehoist rehollow rehonor
rehonour rehood rehook rehoop rehouse rehumble rehung reif reify reign
reignite reignore reillume reim reimage reimbark reimbibe reimbody reimbush
reimpact reimpark reimpart reimpel reimply reimport reimpose rein reina
reincite reincur reindeer reindict reinduce reindue reinette reinfect reinfer
reinfest reinform reinfuse reinject reinjure reinless reins reinsane reinsert
reinsist reinsman reinstil reinsult reinsure reintend reinter reinvade
reinvent reinvert reinvest reinvite reis reissue reissuer reit reitbok
reitbuck reiter reiver rejail reject rejecter rejector rejerk rejoice rejoicer
rejoin rejolt rejudge rejumble rekick rekill rekindle reking rekiss reknit
reknow relabel relace relade reladen relais relament relamp reland relap
relapper relapse relapser relast relaster relata relatch relate related
relater relation relative relator relatrix relatum relaunch relax relaxant
relaxed relaxer relay relayman relbun relead releap relearn release releasee
releaser releasor relegate relend relent relessee relessor relet reletter
relevant relevate relevel relevy reliable reliably reliance reliant relic
relicary relick relict relicted relief relier relieve relieved reliever
relievo relift religate relight religion relime relimit reline reliner relink
relish relisher relishy relist relisten relive reload reloan relocate relock
relodge relook relose relost relot relove relower relucent reluct relume
relumine rely remade remail remain remainer remains remake remaker reman
remanage remand remanent remanet remantle remanure remap remarch remargin
remark remarker remarket remarque remarry remask remass remast rematch remble
remeant remede remedial remedy remeet remelt remember remenace remend remerge
remetal remex remica remicate remicle remiform remigate remiges remigial
remill remimic remind remindal reminder remingle remint remiped remirror
remise remiss remissly remit remittal remittee remitter remittor remix remnant
remock remodel remodify remolade remold remop remora remord remorse remote
remotely remotion remotive remould remount removal remove removed remover
removing remurmur remuster renable renably renail renal rename renature
renculus rend render renderer rendible rendrock rendzina reneague reneg
renegade renegado renege reneger renegue renerve renes renet renew renewal
renewer renickel renidify reniform renin renish renishly renitent renk renky
renne rennet rennin renotice renotify renounce renovate renovize renown
renowned renowner rent rentable rentage rental rentaler rented rentee renter
rentless rentrant renumber renverse renvoi renvoy reobject reoblige reobtain
reoccupy reoccur reoffend reoffer reoffset reoil reometer reomit reopen
reoppose reordain reorder reorient reoutfit reoutput reown repace repacify
repack repacker repage repaint repair repairer repale repand repandly repanel
repaper reparate repark repartee repass repasser repast repaste repatch
repatent repave repawn repay repayal repaying repeal repealer repeat repeatal
repeated repeater repeg repel repeller repen repent repenter repeople repermit
reperuse repetend repew rephase rephrase repic repick repiece repile repin
repine repiner repipe repique repitch repkie replace replacer replait replan
replane replant replate replay replead repleat repledge replete replevin
replevy repliant replica replier replight replod replot replough replow replum
replume replunge reply repocket repoint repolish repoll repolon reponder
repone repope report reporter reposal repose reposed reposer reposit repost
repot repound repour repowder repp repped repray repreach reprefer repress
reprice reprieve reprime reprimer reprint reprisal reprise reproach reproof
reproval reprove reprover reprune reps reptant reptile republic repuddle
repuff repugn repugner repulpit repulse repulser repump repunish repurge
repurify repurple repursue repute reputed requeen requench request requiem
requin require requirer requit requital requite requiter requiz requote rerack
reracker rerail reraise rerake rerank rerate reread rereader reredos reree
rereel rereeve rerefief rereign rerent rerental rerig rering rerise rerival
rerivet rerob rerobe reroll reroof reroot rerope reroute rerow rerub rerun
resaca resack resaddle resail resale resalt resalute resample resaw resawer
resawyer resay rescan rescind rescore rescribe rescript rescrub rescue rescuer
reseal reseam research reseat resect reseda resee reseed reseek reseise
reseiser reseize reseizer reselect reself resell reseller resemble resend
resene resent resenter reserene reserval reserve reserved reservee reserver
reservor reset resetter resettle resever resew resex resh reshake reshape
reshare reshave reshear reshelve reshift reshine reship reshoe reshoot
reshovel reshower reshrine reshun reshunt reshut reside resident resider
residua residual residue residuum resift resigh resign resignal resigned
resignee resigner resile resilial resilium resilver resin resina resinate
resiner resing resinic resinify resinize resink resinoid resinol resinous
resiny resist resister resistor resize resizer resketch reskin reslash reslate
reslay reslide reslot resmell resmelt resmile resmooth resnap resnatch resnub
resoak resoap resoften resoil resolder resole resolute resolve resolved
resolver resonant resonate resoothe resorb resorcin resort resorter resought
resound resource resow resp respace respade respan respeak respect respell
respin respire respirit respite resplend resplice resplit respoke respond
responde response respot respray respread respring resprout respue resquare
resqueak ressala ressaut rest restable restack restaff restain restake restamp
restant restart restate restaur restbalk resteal resteel resteep restem restep
rester restes restful restiad restiff restifle resting restir restis restitch
restive restless restock restoral restore restorer restow restowal restrain
restrap restream restress restrict restrike restring restrip restrive restroke
restudy restuff restward resty restyle resubmit resuck resue resuffer resuing
resuit result resume resumer resummon resun resup resupine resupply resurge
resurvey reswage resward reswarm reswear resweat resweep reswell reswill
reswim retable retack retackle retag retail retailer retailor retain retainal
retainer retake retaker retalk retama retame retan retanner retape retard
retarded retarder retare retariff retaste retation retattle retax retch
reteach retell retem retemper retempt retenant retender retene retent retentor
retepore retest rethank rethatch rethaw rethe rethink rethrash rethread
rethresh rethrill rethrive rethrone rethrow rethrust retia retial retiary
reticent reticket reticle reticula reticule retie retier retiform retile
retill retimber retime retin retina retinal retinene retinian retinite
retinize retinker retinoid retinol retinue retinula retinule retip retiracy
retirade retiral retire retired retirer retiring retoast retold retomb retook
retool retooth retort retorted retorter retoss retotal retouch retour retrace
retrack retract retrad retrade retrain retral retrally retramp retravel
retraxit retread retreat retree retrench retrial retrieve retrim retrip
retroact retrorse retrot retrude retrue retrust retry retted retter rettery
retting rettory retube retuck retumble retune returban returf returfer return
returned returner retuse retwine retwist retying retype retzian reune reunfold
reunify reunion reunite reuniter reunpack reuphold reuplift reurge reuse
reutter revacate revalue revamp revamper revary reve reveal revealed revealer
revehent reveil reveille revel revelant reveler revelly revelry revenant
revend revender reveneer revenge revenger revent revenual revenue revenued
revenuer rever reverb revere revered reverend reverent reverer reverie
reverify reverist revers reversal reverse reversed reverser reversi reversis
reverso revert revertal reverter revery revest revestry revet revete revie
review reviewal reviewer revile reviler reviling revisal revise revisee
reviser revision revisit revisor revisory revival revive reviver revivify
reviving revivor revoice revoke revoker revolant revolt revolter revolute
revolve revolver revomit revote revue revuette revuist revulsed rewade rewager
rewake rewaken rewall rewallow reward rewarder rewarm rewarn rewash rewater
rewave rewax rewayle reweaken rewear reweave rewed reweigh reweight reweld
rewend rewet rewhelp rewhirl rewhiten rewiden rewin rewind rewinder rewire
rewish rewood reword rework reworked rewound rewove rewoven rewrap rewrite
rewriter rexen reyield reyoke reyouth rhabdite rhabdium rhabdoid rhabdom
rhabdos rhabdus rhagades rhagite rhagon rhagose rhamn rhamnal rhamnite
rhamnose rhapsode rhapsody rhason rhatania rhatany rhea rheadine rhebok
rhebosis rheeboc rheebok rheen rheic rhein rheinic rhema rhematic rheme
rhenium rheobase rheocrat rheology rheostat rheotan rheotome rhesian rhesus
rhetor rhetoric rheum rheumed rheumic rheumily rheumy rhexis rhigosis rhigotic
rhinal rhine rhinion rhinitis rhino rhizine rhizogen rhizoid rhizoma rhizome
rhizomic rhizopod rhizote rhizotic rhodanic rhodeose rhodic rhoding rhodinol
rhodite rhodium rhomb rhombic rhomboid rhombos rhombus rhonchal rhonchus
rhopalic rhubarb rhubarby rhumb rhumba rhyme rhymelet rhymer rhymery rhymic
rhymist rhymy rhyolite rhyptic rhythm rhythmal rhythmic rhyton rial riancy
riant riantly riata ribald ribaldly ribaldry riband ribandry ribat ribband
ribbed ribber ribbet ribbidge ribbing ribble ribbon ribboner ribbonry ribbony
ribby ribe ribless riblet riblike ribonic ribose ribroast ribskin ribspare
ribwork ribwort rice ricebird riceland ricer ricey rich richdom richen riches
richesse richling richly richness richt richweed ricin ricine ricinic ricinine
ricinium ricinus rick ricker rickets rickety rickey rickle rickrack ricksha
rickshaw rickyard ricochet ricrac rictal rictus ridable ridably riddam
riddance riddel ridden ridder ridding riddle riddler riddling ride rideable
rideau riden rident rider ridered rideress ridge ridged ridgel ridgelet ridger
ridgeway ridgil ridging ridgling ridgy ridibund ridicule riding ridotto riem
riempie rier rife rifely rifeness riff riffle riffler riffraff rifle rifledom
rifleman rifler riflery rifling rift rifter riftless rifty rigadoon rigation
rigbane riggald rigger rigging riggish riggite riggot right righten righter
rightful rightist rightle rightly righto righty rigid rigidify rigidist
rigidity rigidly rigling rigmaree rignum rigol rigor rigorism rigorist
rigorous rigsby rigwiddy rikisha rikk riksha rikshaw rilawa rile riley rill
rillet rillett rillette rillock rilly rima rimal rimate rimbase rime rimeless
rimer rimester rimfire rimiform rimland rimless rimmaker rimmed rimmer rimose
rimosely rimosity rimous rimpi rimple rimption rimrock rimu rimula rimulose
rimy rinceau rinch rincon rind rinded rindle rindless rindy rine ring ringable
ringbark ringbill ringbird ringbolt ringbone ringdove ringe ringed ringent
ringer ringeye ringgoer ringhals ringhead ringing ringite ringle ringlead
ringless ringlet ringlety ringlike ringman ringneck ringsail ringside ringster
ringtail ringtaw ringtime ringtoss ringwalk ringwall ringwise ringworm ringy
rink rinka rinker rinkite rinneite rinner rinsable rinse rinser rinsing riot
rioter rioting riotist riotous riotry ripa ripal riparial riparian ripcord
ripe ripelike ripely ripen ripener ripeness ripening riper ripgut ripieno
ripier ripost riposte rippable ripper rippet rippier ripping rippit ripple
rippler ripplet rippling ripply rippon riprap ripsack ripsaw ripup riroriro
risala risberm rise risen riser rishi risible risibles risibly rising risk
risker riskful riskily riskish riskless risky risorial risorius risp risper
risque risquee rissel risser rissle rissoid rist ristori rita rite riteless
ritling ritornel ritual ritually ritzy riva rivage rival rivaless rivalism
rivality rivalize rivalry rive rivel rivell riven river riverain rivered
riverine riverish riverlet riverly riverman riverway rivery rivet riveter
riveting riving rivingly rivose rivulet rivulose rixatrix rixy riyal riziform
rizzar rizzle rizzom rizzomed roach road roadable roadbed roadbook roaded
roader roadhead roading roadite roadless roadlike roadman roadside roadsman
roadster roadway roadweed roadwise roam roamage roamer roaming roan roanoke
roar roarer roaring roast roaster roasting robalito robalo roband robber
robbery robbin robbing robe robeless rober roberd robin robinet robing robinin
roble robomb roborant roborate roborean robot robotian robotism robotize
robotry robur roburite robust robustic robustly rocher rochet rocheted rock
rockable rockably rockaby rockabye rockaway rockbell rockbird rockborn
rockcist rockelay rocker rockery rocket rocketer rocketor rocketry rockety
rockfall rockfish rockfoil rockhair rocking rockish rocklay rockless rocklet
rocklike rockling rockman rockrose rocktree rockward rockweed rockwood
rockwork rocky rococo rocta rodd roddikin roddin rodding rode rodent rodeo
rodge rodham roding rodless rodlet rodlike rodmaker rodman rodney rodomont
rodsman rodster rodwood roebuck roed roelike roentgen roer roestone roey rogan
rogation rogative rogatory roger roggle rogue roguedom roguery roguing roguish
rohan rohob rohun rohuna roid roil roily roister roit roka roke rokeage rokee
rokelay roker rokey roky role roleo roll rollable rollback rolled rollejee
roller rollerer rolley rolliche rollick rollicky rolling rollix rollmop
rollock rollway roloway romaika romaine romal romance romancer romancy
romanium romantic romanza romaunt rombos romeite romero rommack romp romper
romping rompish rompu rompy roncador roncet ronco rond rondache rondawel ronde
rondeau rondel rondelet rondelle rondino rondle rondo rondure rone rongeur
ronquil rontgen ronyon rood roodebok roodle roof roofage roofer roofing
roofless rooflet rooflike roofman rooftree roofward roofwise roofy rooibok
rooinek rook rooker rookery rookie rookish rooklet rooklike rooky rool room
roomage roomed roomer roomful roomie roomily roomless roomlet roommate roomth
roomthy roomward roomy roon roorback roosa roost roosted rooster roosters root
rootage rootcap rooted rootedly rooter rootery rootfast roothold rootle
rootless rootlet rootlike rootling rootwalt rootward rootwise rootworm rooty
roove ropable rope ropeable ropeband ropebark ropelike ropeman roper roperipe
ropery ropes ropewalk ropeway ropework ropily ropiness roping ropish ropp ropy
roque roquer roquet roquette roquist roral roric rorqual rorty rorulent rory
rosacean rosal rosarian rosario rosarium rosaruby rosary rosated roscid rose
roseal roseate rosebay rosebud rosebush rosed rosedrop rosefish rosehead
rosehill roseine rosel roseless roselet roselike roselite rosella roselle
rosemary roseola roseolar roseous roseroot rosery roset rosetan rosetime
rosette rosetted rosetty rosetum rosety roseways rosewise rosewood rosewort
rosied rosier rosilla rosillo rosily rosin rosinate rosiness rosinous rosiny
rosland rosoli rosolic rosolio rosolite rosorial ross rosser rossite rostel
roster rostra rostral rostrate rostroid rostrum rosular rosulate rosy rota
rotacism rotal rotalian rotaman rotan rotang rotary rotate rotated rotating
rotation rotative rotator rotatory rotch rote rotella rotenone roter rotge
rotgut rother rotifer rotiform roto rotor rotproof rottan rotten rottenly
rotter rotting rottle rottlera rottock rottolo rotula rotulad rotular rotulet
rotulian rotulus rotund rotunda rotundly rotundo roub roucou roud roue rouelle
rouge rougeau rougeot rough roughage roughdry roughen rougher roughet roughhew
roughie roughing roughish roughleg roughly roughy rougy rouille rouky roulade
rouleau roulette roun rounce rouncy round rounded roundel rounder rounding
roundish roundlet roundly roundtop roundup roundy roup rouper roupet roupily
roupit roupy rouse rouser rousing roust rouster rousting rout route router
routh routhie routhy routine routing routous rove rover rovet rovetto roving
rovingly rowable rowan rowboat rowdily rowdy rowdydow rowdyish rowdyism rowed
rowel rowen rower rowet rowiness rowing rowlet rowlock rowport rowty rowy roxy
royal royale royalet royalism royalist royalize royally royalty royet royetous
royt rozum ruach ruana rubasse rubato rubbed rubber rubberer rubbers rubbery
rubbing rubbish rubbishy rubble rubbler rubbly rubdown rubedity rubelet
rubella rubelle rubeola rubeolar rubianic rubiate rubiator rubican rubicund
rubidic rubidine rubidium rubied rubific rubify rubine rubious ruble rublis
rubor rubric rubrica rubrical rubrific rubrify rubstone ruby rubylike rubytail
rubywise ruche ruching ruck rucker ruckle ruckling rucksack rucksey ruckus
rucky ruction rudas rudd rudder ruddied ruddily ruddle ruddock ruddy ruddyish
rude rudely rudeness rudented ruderal rudesby rudge rudiment rudish rudistan
rudistid rudity rueful ruefully ruelike ruelle ruen ruer ruesome ruewort ruff
ruffable ruffed ruffer ruffian ruffiano ruffin ruffle ruffled ruffler rufflike
ruffling ruffly rufous rufter rufulous rufus ruga rugate rugged ruggedly
rugging ruggle ruggy ruglike rugmaker rugosa rugose rugosely rugosity rugous
rugulose ruin ruinable ruinate ruinator ruined ruiner ruing ruinlike ruinous
rukh rulable rule ruledom ruleless ruler ruling rulingly rull ruller rullion
rumal rumbelow rumble rumbler rumbling rumbly rumbo rumbooze rumen ruminal
ruminant ruminate rumkin rumless rumly rummage rummager rummagy rummer rummily
rummish rummy rumness rumney rumor rumorer rumorous rump rumpad rumpade rumple
rumpless rumply rumpus rumshop rumtytoo runabout runagate runaway runback
runboard runby runch rundale rundle rundlet rune runed runefolk runeless
runelike runer runeword runfish rung runghead rungless runic runiform runite
runkle runkly runless runlet runman runnable runnel runner runnet running
runny runoff runology runout runover runproof runrig runround runt runted
runtee runtish runty runway rupa rupee rupia rupiah rupial rupie rupitic
ruptile ruption ruptive ruptuary rupture ruptured rural ruralism ruralist
ruralite rurality ruralize rurally rurban ruru ruse rush rushbush rushed
rushen rusher rushing rushland rushlike rushlit rushy rusine rusk ruskin rusky
rusma rusot ruspone russel russet russety russia russud rust rustable rustful
rustic rustical rusticly rustily rustle rustler rustless rustling rustly
rustre rustred rusty rustyish ruswut rutabaga rutate rutch rutelian ruth
ruthenic ruther ruthful ruthless rutic rutilant rutile rutilous rutin rutinose
ruttee rutter ruttish rutty rutyl rutylene ruvid rvulsant ryal ryania rybat
ryder ryen ryme rynd rynt ryot ryotwar ryotwari rype rypeck sabadine sabalo
sabanut sabbat sabbath sabbatia sabbatic sabbaton sabbitha sabe sabeca sabella
sabellan sabellid saber sabered saberleg sabicu sabina sabine sabino sable
sably sabora saboraim sabot sabotage saboted saboteur sabotine sabra sabromin
sabuline sabulite sabulose sabulous sabulum saburra saburral sabutan sabzi
sacalait sacaline sacaton sacatra sacbrood saccade saccadic saccate saccated
saccos saccular saccule sacculus saccus sacellum sachem sachemic sachet sack
sackage sackbag sackbut sacked sacken sacker sackful sacking sackless sacklike
sackman sacktime saclike saco sacope sacque sacra sacrad sacral sacraria
sacred sacredly sacring sacrist sacristy sacro sacrum sadden saddik saddish
saddle saddled saddler saddlery saddling sade sadh sadhe sadhu sadic sadiron
sadism sadist sadistic sadly sadness sado sadr saecula saeculum saeter saeume
safari safe safehold safely safen safener safeness safety saffian safflor
safflow saffron saffrony safranin safrole saft saga sagacity sagaie sagaman
sagamite sagamore sagathy sage sagebush sageleaf sagely sagene sageness
sagenite sagerose sageship sagewood sagger sagging saggon saggy saginate
saging sagitta sagittal sagless sago sagoin sagolike saguaro sagum saguran
sagwire sagy sahh sahib sahme sahoukar sahukar saic said saiga sail sailable
sailage sailboat sailed sailer sailfish sailing sailless sailor sailorly
sailship sailsman saily saim saimiri saimy sain saint saintdom sainted
saintess saintish saintism saintly saip sair sairly sairve sairy saithe sajou
sake sakeber sakeen saker sakeret saki sakieh sakulya salaam salable salably
salaceta salacity salacot salad salading salago salal salambao salamo salangid
salar salariat salaried salary salat salay sale salegoer salele salema salep
saleroom salesman salework saleyard salfern salic salicin salicorn salicyl
salience salient salify saligot salina saline salinity salinize salite salited
saliva salival salivant salivary salivate salivous salix salle sallee sallet
sallier salloo sallow sallowy sally sallyman salma salmiac salmine salmis
salmon salmonet salmonid salmwood salol salomon salon saloon saloop salopian
salp salpa salpian salpicon salpinx salpoid salse salsifis salsify salsilla
salt salta saltant saltary saltate saltator saltbush saltcat salted saltee
salten salter saltern saltery saltfat saltfoot saltier saltine salting saltish
saltless saltly saltman saltness saltorel saltpan saltpond saltus saltweed
saltwife saltwort salty saluki salung salutary salute saluter salvable
salvably salvage salvagee salvager salve salver salvific salviol salvo salvor
salvy samadh samadhi samaj saman samara samaria samarium samaroid samarra
samba sambal sambaqui sambar sambo sambuk sambuke same samekh samel samely
samen sameness samesome samh samhita samiel samiri samisen samite samkara
samlet sammel sammer sammier sammy samovar samp sampaloc sampan samphire sampi
sample sampler samplery sampling samsara samshu samskara samson samurai
sanable sanai sanative sanatory sancho sanct sancta sanctify sanction sanctity
sanctum sancyite sand sandak sandal sandaled sandan sandarac sandbag sandbank
sandbin sandbox sandboy sandbur sandclub sanded sander sanders sandfish
sandheat sandhi sanding sandiver sandix sandless sandlike sandling sandman
sandpeep sandrock sandspit sandspur sandstay sandust sandweed sandweld
sandwich sandwood sandworm sandwort sandy sandyish sane sanely saneness sang
sanga sangar sangaree sangei sanger sangha sanglant sangley sangrel sangsue
sanguine sanicle sanidine sanies sanify sanious sanitary sanitate sanitist
sanitize sanity sanjak sank sankha sannaite sannup sannyasi sans sansei
sanshach sansi sant santal santalic santalin santalol santapee santene santimi
santims santir santon santonin sanukite sapa sapajou sapan sapbush sapek
sapful saphead saphena saphenal saphie sapid sapidity sapience sapiency
sapient sapin sapinda sapiutan saple sapless sapling sapo saponary saponify
saponin saponite sapor saporous sapota sapote sappare sapper sapphic sapphire
sapping sapples sappy sapremia sapremic saprine saprodil sapropel sapsago
sapskull sapsuck sapucaia sapwood sapwort saraad saraband saraf sarangi
sarbican sarcasm sarcast sarcelle sarcenet sarcilis sarcine sarcitis sarcle
sarcler sarcode sarcodic sarcoid sarcoma sarcosis sarcotic sarcous sard sardel
sardine sardius sardonic sardonyx sare sargasso sargo sargus sari sarif
sarigue sarinda sarip sark sarkar sarkful sarkical sarkine sarking sarkit
sarkless sarlak sarlyk sarment sarmenta sarna sarod saron sarong saronic
saronide saros sarpler sarpo sarra sarraf sarrazin sarsa sarsen sarsenet sart
sartage sartain sartor sarus sarwan sasa sasan sasani sasanqua sash sashay
sashery sashing sashless sasin sasine sassaby sassafac sassy satable satan
satang satanic satanist satanize satara satchel sate sateen sateless satelles
satiable satiably satiate satient satiety satin satine satined satinfin
satinite satinity satinize satinpod satiny satire satiric satirist satirize
satisfy satlijk satrap satrapal satrapic satrapy satron sattle sattva satura
saturant saturate satyr satyress satyric satyrine satyrion satyrism sauce
saucebox sauceman saucepan saucer saucily saucy sauf sauger saugh saughen
sauld saulie sault saulter saum saumon saumont sauna saunders saunter sauqui
saur saurel saurian sauropod saururan saury sausage saut saute sauterne
sauteur sauty sauve savable savacu savage savagely savagery savagess savagism
savagize savanna savant savarin savation save saved saveloy saver savin saving
savingly savior savola savor savored savorer savorily savorous savory savour
savoy savoyed savoying savssat savvy sawah sawali sawarra sawback sawbelly
sawbill sawbones sawbuck sawbwa sawder sawdust sawdusty sawed sawer sawfish
sawfly sawhorse sawing sawish sawlike sawmaker sawman sawmill sawmon sawmont
sawn sawney sawsmith sawt sawway sawwort sawyer saxatile saxboard saxhorn
saxicole saxifrax saxonite saxpence saxten saxtie saxtuba saya sayable sayer
sayette sayid saying sazen sblood scab scabbard scabbed scabbery scabbily
scabble scabbler scabby scabid scabies scabinus scabious scabish scabland
scabrate scabrid scabrous scabwort scacchic scad scaddle scads scaff scaffer
scaffery scaffie scaffle scaffold scaglia scala scalable scalably scalage
scalar scalare scalawag scald scalded scalder scaldic scalding scaldy scale
scaled scaleful scalelet scaleman scalena scalene scalenon scalenum scalenus
scalepan scaler scales scaliger scaling scall scalled scallion scallola
scallom scallop scalma scaloni scalp scalpeen scalpel scalper scalping
scalprum scalt scaly scam scamble scambler scamell scamler scamles scammony
scamp scamper scamping scampish scan scandal scandent scandia scandic scandium
scanmag scanner scanning scansion scant scanties scantily scantity scantle
scantly scanty scap scape scapel scapha scaphion scaphism scaphite scaphoid
scapoid scapose scapple scappler scapula scapular scapulet scapus scar scarab
scarabee scarce scarcely scarcen scarcity scare scareful scarer scarf scarface
scarfed scarfer scarfpin scarfy scarid scarify scarily scariose scarious
scarless scarlet scarlety scarman scarn scaroid scarp scarping scarred scarrer
scarring scarry scart scarth scarus scarved scary scase scasely scat scatch
scathe scathing scatland scatter scattery scatty scatula scaul scaum scaup
scauper scaur scaurie scaut scavage scavel scavenge scaw scawd scawl scazon
sceat scelerat scena scenario scenary scend scene sceneful sceneman scenery
scenic scenical scenist scenite scent scented scenter scentful scenting
scepsis scepter sceptic sceptral sceptry scerne schalmei schalmey schanz
schappe schapped scharf schedule scheffel schelly schema schemata scheme
schemer schemery scheming schemist schemy schene schepel schepen scherm
scherzi scherzo schesis schiffli schiller schimmel schism schisma schismic
schist schistic schistus schizoid schizont schiztic schloop schmaltz schmelz
schmelze schnabel schnapps scho schochat schochet schoenus schola scholae
scholar scholasm scholia scholion scholium schone school schooled schoon
schooner schoppen schorl schorly schout schtoff schuh schuhe schuit schule
schuss schute schwa schwarz sciaenid sciapod sciarid sciatic sciatica scibile
science scienced scient scilicet scillain scimitar scincid scincoid scind
sciniph scintle scintler sciolism sciolist sciolous scion scioptic scious
scirenga scirrhi scirrhus scissel scissile scission scissor scissors scissura
scissure sciurid sciurine sciuroid sclaff sclate sclater sclaw scler sclera
scleral sclere sclereid sclerema sclerify sclerite scleroid scleroma sclerose
sclerote sclerous scliff sclim sclimb scoad scob scobby scobs scoff scoffer
scoffery scoffing scofflaw scog scoggan scogger scoggin scoinson scoke scolb
scold scolder scolding scoleces scolecid scolex scolia scolices scoliid
scolion scolite scollop scolog scolytid scombrid sconce sconcer scone scoon
scoop scooped scooper scoopful scooping scoot scooter scopa scoparin scopate
scope scopelid scopet scopic scopine scopiped scopola scops scopula scorbute
scorch scorched scorcher score scored scorer scoria scoriac scoriae scorify
scoring scorious scorn scorned scorner scornful scorny scorpene scorper
scorpion scorse scot scotale scotch scotcher scote scoter scotia scotino
scotoma scotomia scotomic scotomy scotopia scotopic scotosis scouch scouk
scoup scour scourage scoured scourer scouress scourge scourger scouring
scourway scoury scouse scout scoutdom scouter scouth scouther scouting
scoutish scove scovel scovy scow scowbank scowder scowl scowler scowlful
scowling scowman scrab scrabble scrabe scrae scraffle scrag scragged scragger
scraggly scraggy scraily scram scramble scrambly scrampum scran scranch scrank
scranky scrannel scranny scrap scrape scraped scraper scrapie scraping
scrapler scraplet scrapman scrapped scrapper scrappet scrapple scrappy scrapy
scrat scratch scratchy scrath scratter scrattle scrauch scraunch scraw scrawk
scrawl scrawler scrawly scrawm scrawny scray scraze screak screaky scream
screamer screamy scree screech screechy screed screek screel screeman screen
screened screener screeny screet screeve screeved screever screich screigh
screve screver screw screwage screwed screwer screwing screwish screwman
screwy scribal scribble scribbly scribe scriber scribing scribism scride
scrieve scriever scriggle scriggly scrike scrim scrime scrimer scrimp scrimped
scrimply scrimpy scrin scrinch scrine scringe scrip scripee script scriptor
scripula scritch scrive scriven scriver scrob scrobble scrobe scrobis scrod
scroff scrofula scrog scroggy scrolar scroll scrolled scrolly scronach scroo
scrooch scrooge scroop scrota scrotal scrotum scrouge scrouger scrounge scrout
scrow scroyle scrub scrubbed scrubber scrubbly scrubby scruf scruff scruffle
scruffy scruft scrum scrump scrumple scrunch scrunchy scrunge scrunger scrunt
scruple scrupler scrupula scrupuli scrush scrutate scrutiny scruto scruze scry
scryer scud scuddawn scudder scuddick scuddle scuddy scudi scudler scudo scuff
scuffed scuffer scuffle scuffler scuffly scuffy scuft scufter scug scuggery
sculch scull sculler scullery scullful scullion scullog sculp sculper sculpin
sculpt sculptor sculsh scum scumber scumble scumfish scumless scumlike scummed
scummer scumming scummy scun scunder scunner scup scupful scuppaug scupper
scuppet scuppler scur scurdy scurf scurfer scurfily scurfy scurrier scurrile
scurry scurvied scurvily scurvish scurvy scuse scut scuta scutage scutal
scutate scutated scutch scutcher scute scutel scutella scutifer scutiger
scutiped scutter scuttle scuttler scuttock scutty scutula scutular scutulum
scutum scybala scybalum scye scyelite scyllite scypha scyphae scyphate scyphi
scyphoi scyphose scyphula scyphus scyt scytale scythe scytitis sdeath seabeach
seabeard seaberry seaboard seabound seacatch seacoast seaconny seacraft
seacunny seadog seadrome seafare seafarer seaflood seafolk seafowl seagirt
seagoer seagoing seah seahound seak seal sealable sealant sealch sealed sealer
sealery sealess sealet sealette sealike sealine sealing sealless seallike
sealskin sealwort seam seaman seamanly seamark seamed seamer seaming seamless
seamlet seamlike seamost seamrend seamrog seamster seamy seance seapiece
seaplane seaport seaquake sear searce searcer search searcher seared searer
searing searness seary seascape seascout seashine seashore seasick seaside
seasider season seasonal seasoned seasoner seat seatang seated seater seathe
seating seatless seatrain seatron seatsman seatwork seave seavy seawant
seaward seaware seaway seaweed seaweedy seawife seawoman seaworn seax sebacate
sebacic sebait sebate sebesten sebific sebilla sebkha sebolith sebum sebundy
secable secalin secaline secalose secancy secant secantly secateur secede
seceder secern secesh secesher sech seck seclude secluded secluse secodont
secohm second secondar seconde seconder secondly secos secpar secque secre
secrecy secret secreta secrete secretin secretly secreto secretor secretum
sect sectary sectator sectile section sectism sectist sective sector sectoral
sectored sectroid sectwise secular secund secundly secundus secure securely
securer security sedan sedanier sedate sedately sedation sedative sedent
sederunt sedge sedged sedging sedgy sedile sedilia sediment sedition sedjadeh
seduce seducee seducer seducing seducive seduct sedulity sedulous sedum
seeable seecatch seech seed seedage seedbed seedbird seedbox seedcake seedcase
seeded seeder seedful seedgall seedily seedkin seedless seedlet seedlike
seedling seedlip seedman seedness seedsman seedtime seedy seege seeing
seeingly seek seeker seeking seel seelful seely seem seemable seemably seemer
seeming seemless seemlily seemly seen seenie seep seepage seeped seepweed
seepy seer seerband seeress seerfish seerhand seerhood seerlike seerpaw
seership seesaw seesee seethe seething seggar seggard segged seggrom segment
sego segol segolate segreant seiche seidel seigneur seignior seignory seilenoi
seilenos seine seiner seise seism seismal seismic seismism seit seity seizable
seize seizer seizin seizing seizor seizure sejant sejoin sejoined sejugate
sejugous sejunct sekos seladang selagite selah selamin selamlik seldom
seldomcy seldomer seldomly seldor seldseen sele select selected selectee
selectly selector selenate selenian selenic selenide selenion selenite
selenium self selfcide selfdom selfful selfheal selfhood selfish selfism
selfist selfless selfly selfness selfsame selfward selictar selihoth selion
sell sella sellable sellably sellaite sellar sellate seller sellie selling
sellout selly selsyn selt selva selvage selvaged selvagee selvedge semantic
semarum semateme sematic semball semblant semble seme semeed semeia semeion
semen semence semese semester semi semiacid semiape semiarc semiarch semiarid
semiaxis semibald semiball semiband semibase semibay semibeam semibody
semibull semic semicell semicoke semicoma semicone semicup semicurl semidark
semidead semideaf semidine semidisk semidole semidome semidry semidull semiegg
semifast semifib semifine semifit semiflex semiform semify semigala semigod
semihand semihard semihigh semihobo semihot semilens semilong semilune
semimade semimild semimill semimute seminal seminar seminary seminase seminate
seminist seminium seminoma seminose seminude seminule semiopal semiorb
semiotic semioval semiped semipoor semipro semipupa semirare semiraw semiring
semiroll semiruin semis semiserf semisoft semispan semita semitact semitae
semital semitaur semitime semitone semitour semiurn semiwild semmet semmit
semola semolina semology semsem semuncia senaite senam senarian senarius
senary senate senator senatory senatrix sence sencion send sendable sendal
sendee sender sending senega senegin senesce sengreen senicide senile senilely
senilism senility senilize senior senna sennet sennight sennit sennite sensa
sensable sensal sensate sense sensed senseful sensible sensibly sensical
sensific sensify sensile sensilia sensilla sension sensism sensist sensive
sensize senso sensor sensoria sensory sensual sensuism sensuist sensum
sensuous sensyne sent sentence sentient sentinel sentry sepad sepal sepaled
sepaline sepalled sepalody sepaloid separata separate sephen sephiric sepia
sepian sepiary sepic sepiment sepioid sepion sepiost sepium sepone sepoy
seppuku seps sepsine sepsis sept septa septal septan septane septate septated
septave septemia septenar septet septfoil septic septical septier septile
septimal septime septleva septoic septole septship septulum septum septuor
septuple sequa sequel sequela sequelae sequence sequency sequent sequest
sequin sequitur sera serab seragli seraglio serai serail seral serang serape
seraph seraphic seraphim serasker serau seraw sercial serdab sere sereh
serenade serenata serenate serene serenely serenify serenity serenize sereward
serf serfage serfdom serfhood serfish serfism serflike serfship serge sergeant
serger sergette serging serial serially seriary seriate seriatim sericate
sericea sericin sericite seriema series serif serific serin serine seringa
seringal seringhi serio serious serjeant serment sermo sermon sermoner
sermonet sermonic sernamby sero serocyst serolin serology seron seroon seroot
seropus serosa serosity serotina serotine serous serow serozyme serpent
serphid serphoid serpigo serpolet serpula serpulae serpulan serpulid serra
serrage serran serrana serranid serrano serrate serrated serratic serried
serriped serry sert serta sertule sertulum sertum serum serumal serut servable
servage serval servant serve servente server servery servet service servidor
servient servile serving servist servitor servo serwamby sesame sesamoid
sescuple sesma sesqui sess sessile session sessions sesterce sestet sesti
sestiad sestina sestine sestole sestuor seta setae setal setback setbolt
setdown setfast seth sethead setier setiform setline setness setoff seton
setose setous setout setover setscrew setsman sett settable settaine settee
setter setting settle settled settler settling settlor settsman setula setule
setulose setulous setup setwall setwise setwork seugh seven sevener seventh
seventy sever several severe severely severer severish severity severize
severy sewable sewage sewan sewed sewellel sewen sewer sewerage sewered
sewerman sewery sewing sewless sewn sewround sexangle sexed sexenary sexern
sexfid sexfoil sexhood sexifid sexiped sexless sexlike sexly sexology sext
sextain sextan sextans sextant sextar sextarii sextary sextern sextet sextic
sextile sextiply sexto sextole sextolet sexton sextry sextula sextuple
sextuply sexual sexuale sexually sexuous sexupara sexy sfoot shaatnez shab
shabash shabbed shabbify shabbily shabble shabby shabrack shachle shachly
shack shackle shackler shackly shacky shad shadbird shadbush shadchan shaddock
shade shaded shadeful shader shadily shadine shading shadkan shadoof shadow
shadowed shadower shadowly shadowy shadrach shady shaffle shaft shafted
shafter shafting shaftman shaftway shafty shag shagbag shagbark shagged
shaggily shaggy shaglet shaglike shagpate shagrag shagreen shagroon shagtail
shah shahdom shahi shahin shahzada shaikh shaitan shakable shake shakebly
shaken shakenly shakeout shaker shakerag shakers shakha shakily shaking shako
shakti shaku shaky shale shaleman shall shallal shallon shalloon shallop
shallopy shallot shallow shallows shallowy shallu shalom shalt shalwar shaly
sham shama shamable shamably shamal shamalo shaman shamanic shamba shamble
shame shamed shameful shamer shamir shammed shammer shammick shamming shammish
shammock shammy shampoo shamrock shamroot shan shandry shandy shangan shanghai
shank shanked shanker shanna shanny shansa shant shanty shap shapable shape
shaped shapeful shapely shapen shaper shaping shaps shapy sharable shard
sharded shardy share shareman sharer shargar shark sharkful sharkish sharklet
sharky sharn sharnbud sharny sharp sharpen sharper sharpie sharpish sharply
sharps sharpsaw sharpy sharrag sharry shaster shastra shastri shastrik shat
shatan shatter shattery shauchle shaugh shaul shaup shauri shauwe shavable
shave shaved shavee shaven shaver shavery shaving shavings shaw shawl shawled
shawling shawm shawny shawy shay shea sheading sheaf sheafage sheafy sheal
shealing shear sheard shearer shearhog shearing shearman shears sheat sheath
sheathe sheathed sheather sheathy sheave sheaved shebang shebeen shed shedded
shedder shedding sheder shedhand shedlike shedman shedwise shee sheely sheen
sheenful sheenly sheeny sheep sheepify sheepish sheeplet sheepman sheepnut
sheeppen sheepy sheer sheered sheering sheerly sheet sheetage sheeted sheeter
sheetful sheeting sheetlet sheety shehitah sheik sheikdom sheikhly sheikly
shekel shela sheld shelder shelduck shelf shelfful shelfy shell shellac
shelled sheller shellful shelling shellman shellum shelly shelta shelter
sheltery sheltron shelty shelve shelver shelving shelvy shend sheng sheolic
shepherd sheppeck sheppey sher sherbet sheriat sherif sherifa sheriff sherifi
sherify sherlock sherry sheth sheugh sheva shevel sheveled shevri shewa shewel
sheyle shibah shibar shice shicer shicker shide shied shiel shield shielded
shielder shieling shier shies shiest shift shiftage shifter shiftful shiftily
shifting shifty shigram shih shikar shikara shikari shikasta shikimi shikimic
shikken shiko shikra shilf shilfa shill shilla shillet shillety shilling
shilloo shilpit shim shimal shimmer shimmery shimmy shimose shimper shin
shinbone shindig shindle shindy shine shiner shingle shingled shingler
shingles shingly shinily shining shinleaf shinner shinnery shinning shinny
shinty shinwood shiny shinza ship shipboy shipful shiplap shipless shiplet
shipload shipman shipmast shipmate shipment shippage shipped shipper shipping
shippo shippon shippy shipside shipward shipway shipwork shipworm shipyard
shire shireman shirk shirker shirky shirl shirpit shirr shirring shirt
shirting shirtman shirty shish shisham shisn shita shither shittah shittim
shiv shivaree shive shiver shiverer shivery shivey shivoo shivy shivzoku shoad
shoader shoal shoaler shoaly shoat shock shocker shocking shod shodden
shoddily shoddy shode shoder shoe shoebill shoebird shoeboy shoehorn shoeing
shoelace shoeless shoeman shoepack shoer shoeshop shoful shog shogaol shoggie
shoggle shoggly shogi shogun shogunal shohet shoji shola shole shone shoneen
shoo shood shoofa shoofly shooi shook shool shooler shoop shoor shoot shootee
shooter shoother shooting shootist shootman shop shopbook shopboy shopfolk
shopful shopgirl shophar shopland shoplet shoplike shopmaid shopman shopmark
shopmate shoppe shopper shopping shoppish shoppy shopster shoptalk shopwear
shopwife shopwork shopworn shoq shor shoran shore shored shoreman shorer
shoreyer shoring shorling shorn short shortage shorten shorter shortish
shortly shorts shot shotbush shote shotgun shotless shotlike shotman shotsman
shotstar shott shotted shotten shotter shotty shou should shoulder shouldna
shouldnt shout shouter shouting shoval shove shovel shover show showable
showance showbird showboat showcase showdom showdown shower showerer showery
showily showing showish showless showman shown showroom showup showy showyard
shoya shrab shraddha shradh shraf shrag shram shrank shrap shrapnel shrave
shravey shred shredder shreddy shree shreeve shrend shrew shrewd shrewdly
shrewdom shrewdy shrewish shrewly shriek shrieker shrieky shrieval shrift
shrike shrill shrilly shrimp shrimper shrimpi shrimpy shrinal shrine shrink
shrinker shrinky shrip shrite shrive shrivel shriven shriver shriving shroff
shrog shroud shrouded shroudy shrove shrover shrub shrubbed shrubby shrublet
shruff shrug shrunk shrunken shrups shuba shuck shucker shucking shuckins
shuckpen shucks shudder shuddery shuff shuffle shuffler shug shul shuler
shumac shun shune shunless shunner shunt shunter shunting shure shurf shush
shusher shut shutdown shutness shutoff shutout shutten shutter shutting
shuttle shwanpan shyer shyish shyly shyness shyster siak sial sialaden sialic
sialid sialidan sialoid sialosis siamang sibbed sibbens sibber sibby siberite
sibilant sibilate sibilous sibilus sibling sibness sibrede sibship sibyl
sibylic sibylism sibylla sicarian sicarius sicca siccant siccate siccity sice
sicilian sicilica sick sickbed sicken sickener sicker sickerly sickish sickle
sickled sickler sickless sicklied sicklily sickling sickly sickness sickroom
sicsac sicula sicular sidder siddur side sideage sidearm sidebone sidecar
sided sidehead sidehill sidelang sideless sideline sideling sidelong sidenote
sider sideral siderean siderin siderism siderite siderose siderous sides
sideslip sidesman sidesway sidewalk sideward sideway sideways sidewipe
sidewise sidhe sidi siding sidle sidler sidling sidth sidy siege sieger sienna
sier siering sierozem sierra sierran siesta sieve sieveful siever sievings
sievy sifac sifaka sife siffle sifflet sifflot sift siftage sifted sifter
sifting sigatoka sigger sigh sigher sighful sighing sighless sighlike sight
sighted sighten sighter sightful sighting sightly sighty sigil sigillum sigla
siglos sigma sigmate sigmatic sigmoid sign signable signal signalee signaler
signally signary signate signator signee signer signet signifer signify
signior signist signless signlike signman signory signpost signum sika sikar
sikatch sike sikerly siket sikhara sikhra silage silane silcrete sile silen
silence silenced silencer silency sileni silenic silent silently silenus
silesia silex silexite silica silicam silicane silicate silicean silicic
silicide silicify silicium silicize silicle silico silicon silicone silicula
silicule silicyl siliqua siliquae silique silk silked silken silker silkie
silkily silklike silkman silkness silksman silktail silkweed silkwood silkwork
silkworm silky sill sillabub silladar sillar siller sillikin sillily sillock
sillon silly sillyhow sillyish sillyism sillyton silo siloist silphid silphium
silt siltage silting siltlike silty silundum silurid siluroid silva silvan
silvanry silvendy silver silvered silverer silverly silvern silvery silvical
silvics silyl sima simal simar simball simbil simblin simblot sime simiad
simial simian similar simile simility similize similor simioid simious simity
simkin simlin simling simmer simmon simnel simoleon simoniac simonism simonist
simony simool simoom simoon simous simp simpai simper simperer simple simpler
simplex simplify simplism simplist simply simsim simson simulant simular
simulate simuler simuliid sina sinaite sinal sinalbin sinamay sinamine
sinapate sinapic sinapine sinapis sinapism sinapize sinawa since sincere
sinciput sind sinder sindle sindoc sindon sindry sine sinecure sinew sinewed
sinewous sinewy sinfonia sinfonie sinful sinfully sing singable singally
singarip singe singed singeing singer singey singh singing single singled
singler singles singlet singly singsong singular singult sinh sinigrin
sinister sink sinkable sinkage sinker sinkhead sinkhole sinking sinkless
sinklike sinkroom sinky sinless sinlike sinnable sinnen sinner sinnet sinoidal
sinopia sinopite sinople sinproof sinsion sinsring sinsyne sinter sintoc
sinuate sinuated sinuitis sinuose sinuous sinus sinusal sinusoid sinward siol
sion sipage sipe siper siphoid siphon siphonal siphonet siphonia siphonic
sipid sipidity siping sipling sipper sippet sippio sipylite sircar sirdar sire
sireless siren sirene sirenian sirenic sirening sirenize sirenoid sireny
sireship siress sirgang sirian siriasis siricid sirih siris sirkeer sirki
sirky sirloin sirloiny siroc sirocco sirpea sirple sirpoon sirrah sirree
sirship siruelas sirup siruped siruper sirupy sisal siscowet sise sisel
siserara siserary sish sisham sisi siskin siss sissify sissoo sissy sissyish
sissyism sist sister sisterin sisterly sistern sistle sistrum sitao sitar
sitch site sitfast sith sithcund sithe sithence sithens sitient sitio sitology
sittee sitten sitter sittine sitting situal situate situated situla situlae
situs siva siver sivvens siwash sixain sixer sixfoil sixfold sixhaend sixhynde
sixpence sixpenny sixscore sixsome sixte sixteen sixth sixthet sixthly
sixtieth sixty sizable sizably sizal sizar size sizeable sized sizeman sizer
sizes siziness sizing sizy sizygia sizygium sizz sizzard sizzing sizzle
sizzling sjambok skaddle skaff skaffie skag skaillie skair skal skalawag
skance skandhas skart skasely skat skate skater skatikas skatiku skating
skatist skatole skatoxyl skaw skean skedge skedlock skee skeed skeeg skeel
skeeling skeely skeen skeenyie skeer skeered skeery skeet skeeter skeezix skeg
skegger skeif skeigh skeily skein skeiner skeipp skel skelder skeletal
skeletin skeleton skelf skelic skell skellat skeller skelloch skellum skelly
skelp skelper skelpin skelping skelter skemmel skemp sken skene skeo skeough
skep skepful skeppist skeppund skeptic sker skere skerret skerrick skerry
sketch sketchee sketcher sketchy skete skevish skew skewback skewbald skewed
skewer skewerer skewings skewl skewly skewness skewwise skewy skey skeyting
skiagram skiapod skibby skice skid skidded skidder skidding skiddoo skiddy
skidpan skidway skied skieppe skiepper skier skies skiff skift skiing skijore
skijorer skil skilder skildfel skilfish skill skilled skillet skillful
skilling skillion skilly skilpot skilts skim skimback skime skimmed skimmer
skimming skimmity skimp skimpily skimpy skin skinch skinful skink skinker
skinking skinkle skinless skinlike skinned skinner skinnery skinning skinny
skinworm skiogram skip skipjack skipman skippel skipper skippery skippet
skipping skipple skippund skippy skiptail skirl skirling skirmish skirp skirr
skirreh skirret skirt skirted skirter skirting skirty skirwhit skirwort skit
skite skiter skither skitter skittish skittle skittled skittler skittles
skitty skiv skive skiver skiving skivvies sklate sklater sklent sklinter skoal
skokiaan skoo skookum skoptsy skout skraigh skrike skrupul skua skulk skulker
skulking skull skullcap skulled skullery skullful skully skulp skun skunk
skunkdom skunkery skunkish skunklet skunktop skunky skuse skybal skycraft
skyey skyful skyish skylark skyless skylight skylike skylook skyman skyphoi
skyphos skyplast skyre skysail skyscape skyshine skyugle skyward skywards
skyway skywrite slab slabbed slabber slabbery slabbing slabby slabman slabness
slack slackage slacked slacken slacker slacking slackly slad sladang slade
slae slag slagger slagging slaggy slagless slagman slain slainte slaister
slait slake slaker slaking slaky slam slammock slamp slampamp slampant slander
slane slang slangily slangish slangism slangkop slangous slangy slank slant
slanting slantly slap slapdash slape slapjack slapper slapping slare slart
slarth slash slashed slasher slashing slashy slat slatch slate slateful slater
slath slather slatify slating slatish slatted slatter slattern slattery
slatting slaty slaum slave slaved slavelet slavepen slaver slaverer slavery
slavey slaving slavish slaw slay slayable slayer slaying sleathy sleave
sleaved sleazy sleck sled sledded sledder sledding sledful sledge sledger
sledging sledlike slee sleech sleechy sleek sleeken sleeker sleeking sleekit
sleekly sleeky sleep sleeper sleepful sleepify sleepily sleeping sleepry
sleepy sleer sleet sleeting sleety sleeve sleeved sleeveen sleever sleigh
sleigher sleight sleighty slendang slender slent slepez slept slete sleuth
slew slewed slewer slewing sley sleyer slice sliced slicer slich slicht
slicing slick slicken slickens slicker slickery slicking slickly slid slidable
slidably slidage slidden slidder sliddery slide slided slideman slider
slideway sliding slifter slight slighted slighter slightly slighty slim slime
slimeman slimer slimily slimish slimly slimmish slimness slimpsy slimsy slimy
sline sling slinge slinger slinging slink slinker slinkily slinking slinky
slip slipback slipband slipbody slipcase slipcoat slipe sliphorn slipknot
slipless slipman slipover slippage slipped slipper slippery slipping slippy
slipshod slipshoe slipslap slipslop slipsole slipstep slipway slirt slish slit
slitch slite slither slithers slithery slithy slitless slitlike slitted
slitter slitting slitty slitwise slive sliver sliverer slivery sliving sloan
slob slobber slobbers slobbery slobby slock slocken slod slodder slodge
slodger sloe sloebush sloetree slog slogan slogger slogging slogwood sloka
sloke slommock slon slone slonk sloo sloom sloomy sloop sloopman sloosh slop
slopdash slope sloped slopely sloper sloping sloppage slopped sloppery
sloppily slopping sloppy slops slopshop slopwork slopy slorp slosh slosher
sloshily sloshy slot slote sloted sloth slothful slotted slotter slottery
slotting slotwise slouch sloucher slouchy slough sloughy slour sloush sloven
slovenly slow slowdown slowish slowly slowpoke slowrie slows slowworm sloyd
slub slubber slubbery slubbing slubby slud sludder sluddery sludge sludged
sludger sludgy slue sluer slug slugabed sluggard slugged slugger slugging
sluggish sluggy sluglike slugwood sluice sluicer sluicing sluicy sluig sluit
slum slumber slumbery slumdom slumgum slumland slummage slummer slumming
slummock slummy slump slumpy slumward slumwise slung slunge slunk slunken slur
slurbow slurp slurry slush slusher slushily slushy slut slutch slutchy sluther
sluthood slutter sluttery sluttish slutty slyboots slyish slyly slyness slype
smachrie smack smackee smacker smackful smacking smaik small smallage smallen
smaller smalling smallish smallpox smalls smally smalm smalt smalter smaltine
smaltite smalts smaragd smarm smarmy smart smarten smarting smartish smartism
smartly smarty smash smashage smasher smashery smashing smashup smatter
smattery smaze smear smeared smearer smeary smectic smectis smectite smeddum
smee smeech smeek smeeky smeer smeeth smegma smell smellage smelled smeller
smellful smelling smelly smelt smelter smeltery smeltman smeth smethe smeuse
smew smich smicker smicket smiddie smiddum smidge smidgen smiggins smilacin
smilax smile smileage smileful smiler smilet smiling smily smirch smircher
smirchy smiris smirk smirker smirking smirkish smirkle smirkly smirky smirtle
smit smitch smite smiter smith smitham smither smithery smithing smithite
smithy smiting smitten smitting smock smocker smocking smog smoke smokebox
smoked smoker smokery smokily smoking smokish smoky smolder smolt smooch
smoochy smoodge smoodger smook smoorich smoot smooth smoothen smoother
smoothly smopple smore smote smother smothery smotter smouch smoucher smous
smouse smouser smout smriti smudge smudged smudger smudgily smudgy smug
smuggery smuggish smuggle smuggler smugism smugly smugness smuisty smur smurr
smurry smuse smush smut smutch smutchin smutchy smutted smutter smuttily
smutty smyth smytrie snab snabbie snabble snack snackle snackman snaff snaffle
snaffles snafu snag snagbush snagged snagger snaggled snaggy snagrel snail
snailery snailish snails snaily snaith snake snakelet snaker snakery snakily
snaking snakish snaky snap snapback snapbag snape snaper snaphead snapjack
snapless snapped snapper snappily snapping snappish snapps snappy snaps
snapsack snapshot snapweed snapwood snapwort snapy snare snarer snark snarl
snarler snarlish snarly snary snaste snatch snatched snatcher snatchy snath
snathe snavel snavvle snaw snead sneak sneaker sneaking sneakish sneaksby
sneaky sneap sneath sneathe sneb sneck snecker snecket sned snee sneer sneerer
sneerful sneering sneery sneesh sneest sneesty sneeze sneezer sneezing sneezy
snell snelly snerp snew snib snibble snibbled snibbler snibel snicher snick
snicker snicket snickey snickle sniddle snide sniff sniffer sniffily sniffing
sniffish sniffle sniffler sniffly sniffy snift snifter snifty snig snigger
sniggle sniggler snip snipe sniper sniping snipish snipjack snipnose snipper
snippet snippety snipping snippish snippy snipy snirl snirt snirtle snitch
snitcher snite snithe snithy snittle snivel sniveled sniveler snively snivy
snob snobber snobbery snobbess snobbing snobbish snobbism snobby snobdom
snobling snobscat snocher snock snocker snod snodly snoek snoeking snog snoga
snoke snood snooded snooding snook snooker snoop snooper snoopy snoose snoot
snootily snooty snoove snooze snoozer snoozle snoozy snop snore snorer snoring
snork snorkel snorker snort snorter snorting snortle snorty snot snotter
snottily snotty snouch snout snouted snouter snoutish snouty snow snowball
snowbank snowbell snowberg snowbird snowbush snowcap snowdrop snowfall
snowfowl snowie snowily snowish snowk snowl snowland snowless snowlike
snowplow snowshed snowshoe snowslip snowsuit snowworm snowy snozzle snub
snubbed snubbee snubber snubbing snubbish snubby snuck snudge snuff snuffbox
snuffer snuffers snuffing snuffish snuffle snuffler snuffles snuffly snuffman
snuffy snug snugger snuggery snuggish snuggle snugify snugly snugness snum
snup snupper snur snurl snurly snurp snurt snuzzle snying soak soakage
soakaway soaked soaken soaker soaking soakman soaky soally soam soap soapbark
soapbox soapbush soaper soapery soapfish soapily soaplees soapless soaplike
soaprock soaproot soapsud soapsuds soapweed soapwood soapwort soapy soar
soarable soarer soaring soary sobber sobbing sobby sobeit sober soberer
sobering soberize soberly sobful soboles sobproof sobriety socage socager
soccer soce socht sociable sociably social socially societal society socii
socius sock socker socket sockeye sockless socky socle socman socmanry soco
soda sodaic sodaless sodalist sodalite sodality sodamide sodded sodden
soddenly sodding soddite soddy sodic sodio sodium sodless sodoku sodomic
sodomy sodwork sody soekoe soever sofa sofane sofar soffit soft softa softball
soften softener softhead softhorn softish softling softly softner softness
softship softtack softwood softy soger soget soggarth soggily sogging soggy
soho soil soilage soiled soiling soilless soilure soily soiree soja sojourn
soka soke sokeman soken sola solace solacer solan solanal solander solanine
solanum solar solarism solarist solarium solarize solate solatia solation
solatium solay sold soldado soldan soldanel solder solderer soldi soldier
soldiery soldo sole solea soleas solecism solecist solecize soleil soleless
solely solemn solemnly solen soleness solenial solenite solenium solenoid
solent soler soles soleus soleyn soli solicit solid solidago solidary solidate
solidi solidify solidish solidism solidist solidity solidly solidum solidus
soliform solifuge solio soliped solist solitary solitude sollar solleret solo
solod solodi solodize soloist solon solonetz solonist soloth solotink solotnik
solpugid solstice soluble solubly solum solute solution solutize solvable
solvate solve solvency solvend solvent solver soma somacule somal somata
somatic somatics somatism somatist somatome somatous somber somberly sombre
sombrero sombrous some somebody someday somedeal somegate somehow someone
somepart somers somerset sometime someway someways somewhat somewhen somewhy
somewise somital somite somitic somma sommaite somnial somnific somnify somnus
sompay sompne sompner sonable sonance sonancy sonant sonantal sonantic sonar
sonata sonatina sonation sond sondeli soneri song songbird songbook songfest
songful songish songland songle songless songlet songlike songman songster
songy sonhood sonic soniou sonk sonless sonlike sonly sonnet sonnetic sonny
sonobuoy sonorant sonoric sonority sonorous sons sonship sonsy sontag soodle
soodly sook sooky sool sooloos soon sooner soonish soonly soorawn soord
soorkee soot sooter sooth soothe soother soothful soothing soothsay sootily
sootless sootlike sooty sope soph sophia sophic sophical sophism sophoria
sophy sopite sopition sopor soporose sopper sopping soppy soprani soprano sora
sorage soral sorb sorbate sorbent sorbic sorbile sorbin sorbite sorbitic
sorbitol sorbose sorbus sorcer sorcerer sorcery sorchin sorda sordes sordid
sordidly sordine sordino sordor sore soredia soredial soredium soree sorefoot
sorehawk sorehead sorehon sorely sorema soreness sorgho sorghum sorgo sori
soricid soricine soricoid sorite sorites sorn sornare sornari sorner sorning
soroban sororal sororate sororial sorority sororize sorose sorosis sorption
sorra sorrel sorrento sorrily sorroa sorrow sorrower sorrowy sorry sorryish
sort sortable sortably sortal sorted sorter sortie sortly sorty sorus sorva
sory sosh soshed soso sosoish soss sossle soterial sotie sotnia sotnik sotol
sots sottage sotted sotter sottish souari soubise soucar souchet souchong
souchy soud soudagur souffle sough sougher soughing sought soul soulack
soulcake souled soulful soulical soulish soulless soullike soulward souly soum
sound soundage sounder soundful sounding soundly soup soupbone soupcon souper
souple soupless souplike soupy sour sourbush sourcake source sourdine soured
souren sourer souring sourish sourjack sourling sourly sourness sourock
soursop sourtop sourweed sourwood soury souse souser souslik soutane souter
south southard souther southern southing southpaw southron souvenir soviet
sovietic sovite sovkhose sovkhoz sovran sovranty sowable sowan sowans sowar
sowarry sowback sowbane sowbelly sowbread sowdones sowel sowens sower sowfoot
sowing sowins sowl sowle sowlike sowlth sown sowse sowt sowte soya soybean
sozin sozolic sozzle sozzly space spaced spaceful spacer spacing spacious
spack spacy spad spade spaded spadeful spademan spader spadger spadices
spadilla spadille spading spadix spadone spadonic spadrone spadroon spae
spaebook spaedom spaeman spaer spaewife spaework spagyric spahi spaid spaik
spairge spak spald spalder spalding spale spall spaller spalling spalpeen
spalt span spancel spandle spandrel spandy spane spanemia spanemy spang
spanghew spangle spangled spangler spanglet spangly spaniel spaning spank
spanker spankily spanking spanky spanless spann spannel spanner spantoon
spanule spanworm spar sparable sparada sparagus sparaxis sparch spare sparely
sparer sparerib sparge sparger sparhawk sparid sparing spark sparked sparker
sparking sparkish sparkle sparkler sparklet sparkly sparks sparky sparlike
sparling sparm sparoid sparred sparrer sparring sparrow sparrowy sparry sparse
sparsely sparsile sparsity spart sparth spartle sparver spary spasm spasmed
spasmic spasmous spastic spat spate spatha spathal spathe spathed spathic
spathose spathous spatial spatiate spatling spatted spatter spatting spattle
spatula spatular spatule spave spaver spavie spavied spaviet spavin spavindy
spavined spawn spawner spawning spawny spay spayad spayard spaying speak
speaker speakies speaking speal spean spear spearer spearing spearman speary
spec specchie spece special specie species specific specify specimen specious
speck specked specking speckle speckled speckly specks specky specs specter
spectra spectral spectrum spectry specula specular speculum specus sped speech
speecher speed speeder speedful speedily speeding speedway speedy speel
speelken speen speer speering speerity speiss spekboom spelaean spelder
spelding spelk spell speller spellful spelling spelt spelter speltoid speltz
spelunk spence spencer spend spender spendful spending spense spent speos
sperable sperate sperity sperket sperling sperm sperma spermary spermic
spermine spermism spermist spermous spermy sperone spet spetch speuchan spew
spewer spewing spewy spex sphacel sphagion sphagnum sphecid spheges sphegid
sphene sphenic sphenion sphenoid spheral sphere spheric spherics spherify
spherula spherule sphery sphexide sphindid sphingal sphinges sphingid sphinx
sphygmia sphygmic sphygmus spica spical spicant spicate spicated spiccato
spice spiced spiceful spicer spicery spicily spicing spick spicket spickle
spicknel spicose spicous spicula spiculae spicular spicule spiculum spicy
spider spidered spiderly spidery spidger spied spiegel spiel spieler spier
spiff spiffed spiffily spiffing spiffy spig spiggoty spignet spigot spike
spiked spikelet spiker spiketop spikily spiking spiky spile spiler spilikin
spiling spilite spilitic spill spillage spiller spillet spillway spilly
spiloma spilt spilth spilus spin spina spinach spinae spinage spinal spinales
spinalis spinally spinate spinder spindle spindled spindler spindly spine
spined spinel spinelet spinet spingel spinifex spinitis spink spinner spinnery
spinney spinning spinoid spinose spinous spinster spintext spinule spiny
spionid spiracle spiral spirale spiraled spirally spiran spirant spirate
spirated spire spirea spired spirelet spireme spiricle spirilla spiring spirit
spirited spiriter spiritus spirity spirket spirling spiro spiroid spirous
spirt spiry spise spit spital spitball spitbox spite spiteful spitfire spitful
spithame spitish spitted spitten spitter spitting spittle spittoon spitz
spitzkop spiv spivery splairge splash splashed splasher splashy splat splatch
splatchy splatter splay splayed splayer spleen spleeny spleet splender
splendid splendor splenial splenic splenium splenius splenoid splenoma splet
splice splicer splicing splinder spline splint splinter splinty split splitnew
splitsaw splitten splitter splodge splodgy splore splosh splotch splotchy
splother splunge splurge splurgy splurt spluther splutter spoach spode spodium
spoffish spoffle spoffy spogel spoil spoilage spoiled spoiler spoilful
spoiling spoilt spoke spoken spoky spole spolia spoliary spoliate spolium
spondaic spondean spondee spondiac spondyl spong sponge sponged sponger
spongian spongily spongin sponging spongoid spongy sponsal sponsing sponsion
sponson sponsor spontoon spoof spoofer spoofery spoofish spook spookdom
spookery spookily spookish spookism spookist spooky spool spooler spoolful
spoom spoon spooner spoonful spoonily spooning spoonism spoony spoor spoorer
spoot spor sporades sporadic sporal sporange spore spored sporid sporidia
sporoid sporont sporosac sporous sporran sport sporter sportful sportily
sporting sportive sportly sports sportula sporty sporular sporule sposh sposhy
spot spotless spotlike spotrump spotsman spotted spotter spottily spotting
spottle spotty spoucher spousage spousal spouse spousy spout spouter spouting
spoutman spouty sprachle sprack sprackle sprackly sprad spraddle sprag
spragger spraggly spraich sprain spraint spraints sprang sprangle sprangly
sprank sprat spratter spratty sprawl sprawler sprawly spray sprayer sprayey
sprayful spread spreaded spreader spready spreath spreckle spree spreeuw
spreng sprent spret sprew sprewl spried sprier spriest sprig sprigged sprigger
spriggy sprighty spriglet spring springal springe springer springle springly
springy sprink sprinkle sprint sprinter sprit sprite sprittie spritty sproat
sprocket sprod sprogue sproil sprong sprose sprottle sprout sprouter sprowsy
spruce sprucely sprucery sprucify sprue spruer sprug spruiker spruit sprung
sprunny sprunt spruntly spry spryly spryness spud spudder spuddle spuddy
spuffle spug spuilyie spuilzie spuke spume spumone spumose spumous spumy spun
spung spunk spunkie spunkily spunky spunny spur spurgall spurge spuriae
spurious spurl spurless spurlet spurlike spurling spurn spurner spurred
spurrer spurrial spurrier spurrite spurry spurt spurter spurtive spurtle
spurway spurwing spurwort sput sputa sputter sputtery sputum spyboat spydom
spyer spyfault spyglass spyhole spyism spyproof spyship spytower squab
squabash squabbed squabble squabbly squabby squacco squad squaddy squadron
squail squailer squalene squalid squall squaller squally squalm squaloid
squalor squam squama squamae squamate squame squamify squamoid squamosa
squamose squamous squamula squamule squander squantum square squared squarely
squarer squaring squarish squark squarson squary squash squasher squashy squat
squatina squatly squatted squatter squatty squaw squawdom squawk squawker
squawkie squawky squdge squdgy squeak squeaker squeaky squeal squeald squealer
squeam squeamy squeege squeegee squeeze squeezer squeezy squelch squelchy
squench squib squibber squiblet squid squiddle squidge squidgy squiffed
squiffer squiffy squiggle squiggly squilgee squilla squillid squin squinch
squinny squinsy squint squinted squinter squintly squinty squirage squire
squireen squirely squiress squiret squirish squirism squirk squirm squirmy
squirr squirrel squirt squirter squirty squish squishy squit squitch squitchy
squitter squoze squush squushy sraddha sramana sruti staab stab stabber
stabbing stabile stable stabler stabling stably staboy stabwort staccato
stacher stachys stack stackage stacker stackful stackman stacte stadda staddle
stade stadia stadic stadion stadium stafette staff staffed staffer staffman
stag stagbush stage staged stagedom stageman stager stagery stagese staggard
staggart stagger staggers staggery staggie staggy staghead staghorn staghunt
stagiary stagily staging staglike stagnant stagnate stagnize stagnum stagskin
stagworm stagy staia staid staidly stain stainer stainful staining staio stair
staired stairway stairy staith staiver stake staker stalagma stale stalely
staling stalk stalked stalker stalkily stalking stalklet stalko stalky stall
stallage stallar staller stalling stallion stallman stalwart stam stambha
stamen stamened stamin stamina staminal stammel stammer stamnos stamp stampage
stampede stampee stamper stampery stamping stample stampman stance stanch
stanchel stancher stanchly stand standage standard standee standel stander
standing standish standoff standout standpat stane stang stanhope stanine
stanjen stank stankie stannane stannary stannate stannel stanner stannery
stannic stannide stannite stanno stannous stannum stannyl stanza stanzaed
stanzaic stanze stap stapelia stapes staphyle staple stapled stapler stapling
star starch starched starcher starchly starchy stardom stare staree starer
starets starfish starful stargaze staring stark starken starkly starky
starless starlet starlike starling starlit starlite starn starnel starnie
starnose starost starosta starosty starred starrily starring starry starship
starshot start starter startful starting startish startle startler startly
startor starty starve starved starver starvy starward starwise starworm
starwort stary stases stash stashie stasimon stasis statable statal statant
state stated statedly stateful statelet stately stater stateway stathmoi
stathmos static statical statics station statism statist stative stator
statuary statue statued stature statured status statute statvolt staucher
stauk staumer staun staunch staup staurion stauter stave staver stavers
staving stavrite staw stawn staxis stay stayable stayed stayer staylace
stayless staynil stays staysail stayship stchi stead steadier steadily
steading steadman steady steak steal stealage stealed stealer stealing stealth
stealthy stealy steam steamcar steamer steamily steaming steamy stean steaning
steapsin stearate stearic stearin stearone stearyl steatin steatite steatoma
stech steddle steed steek steekkan steel steeler steelify steeling steely
steen steenboc steenbok steenth steep steepen steeper steepish steeple
steepled steeply steepy steer steerage steerer steering steerman steeve
steevely steever steeving steg steid steigh stein steinbok steinful stekan
stela stelae stelai stelar stele stell stella stellar stellary stellate
stellify stelling stellite stem stema stemhead stemless stemlet stemlike
stemma stemmata stemmed stemmer stemmery stemming stemmy stemple stempost
stemson stemware sten stenar stench stenchel stenchy stencil stend steng
stengah stenion steno stenog stenosed stenosis stenotic stent stenter stenton
stentrel step stepaunt stepdame stephane stepless steplike steppe stepped
stepper stepping stepsire stepson stept stepway stepwise stere stereo stereome
steri steric sterics steride sterigma sterile sterin sterk sterlet sterling
stern sterna sternad sternage sternal sterned sternite sternly sternman
sternson sternum sternway stero steroid sterol stert stertor sterve stet
stetch stevel steven stevia stew stewable steward stewarty stewed stewpan
stewpond stewpot stewy stey sthenia sthenic stib stibbler stibial stibiate
stibic stibine stibious stibium stibnite sticcado stich stichic stichid stick
stickage sticked sticker stickers stickful stickily sticking stickit stickle
stickler stickly stickpin sticks stickum sticky stid stiddy stife stiff
stiffen stiffish stiffleg stiffly stifle stifler stifling stigma stigmai
stigmal stigmata stigme stilbene stilbite stile stileman stilet stiletto still
stillage stiller stilling stillion stillish stillman stilly stilt stilted
stilter stiltify stiltish stilty stim stime stimpart stimpert stimuli stimulus
stimy stine sting stinge stinger stingily stinging stingo stingray stingy
stink stinkard stinkbug stinker stinking stinkpot stint stinted stinter stinty
stion stionic stipe stiped stipel stipend stipes stippen stipple stippled
stippler stipply stipula stipulae stipular stipule stipuled stir stirk
stirless stirp stirps stirra stirrage stirrer stirring stirrup stitch stitcher
stite stith stithy stive stiver stivy stoa stoach stoat stoater stob stocah
stoccado stoccata stock stockade stockbow stockcar stocker stockily stocking
stockish stockman stockpot stocks stocky stod stodge stodger stodgery stodgily
stodgy stoechas stoep stof stoff stog stoga stogie stogy stoic stoical
stoicism stoke stoker stola stolae stole stoled stolen stolenly stolid
stolidly stolist stollen stolon stolzite stoma stomach stomachy stomapod
stomata stomatal stomate stomatic stomium stomoxys stomp stomper stonable
stond stone stonebow stoned stoneman stonen stoner stong stonied stonify
stonily stoning stonish stonker stony stood stooded stooden stoof stooge stook
stooker stookie stool stoon stoond stoop stooper stooping stoory stoot stop
stopa stopback stopcock stope stoper stopgap stoping stopless stopover
stoppage stopped stopper stoppeur stopping stoppit stopple stopwork storable
storage storax store storeen storeman storer storge storiate storied storier
storify stork storken storkish storm stormer stormful stormily storming
stormish stormy story stosh stoss stosston stot stotinka stotter stoun stound
stoup stoupful stour stouring stoury stoush stout stouten stouth stoutish
stoutly stouty stove stoveful stoveman stoven stover stow stowable stowage
stowaway stowbord stowce stowdown stower stowing stowwood stra strabism strack
stract strad straddle strade stradine stradiot stradl stradld strae strafe
strafer strag straggle straggly straight straik strain strained strainer
straint strait straiten straitly strake straked straky stram stramash strammel
strammer stramony stramp strand strander strang strange stranger strangle
stranner strany strap strappan strapped strapper strapple strass strata
stratal stratege strategi strategy strath strati stratic stratify stratlin
stratose stratous stratum stratus straucht stravage strave straw strawen
strawer strawman strawy stray strayer stre streahte streak streaked streaker
streaky stream streamer streamy streck streckly stree streek streel streeler
streen streep street streets streite streke streltzi stremma streng strength
strent strenth strepen strepent strepera strepor strepsis stress stresser
stret stretch stretchy stretman strette stretti stretto strew strewage strewer
strewn strey streyne stria striae strial striatal striate striated striatum
strich striche strick stricken stricker strickle strict strictly strid
stridden striddle stride strident strider stridhan stridor strife striffen
strig striga strigae strigal strigate striggle stright strigil strigine
strigose strigous strike striker striking strind string stringed stringer
stringy strinkle striola striolae striolet strip stripe striped striper
striplet stripped stripper strippit stript stripy strit strive strived striven
striver striving strix stroam strobic strobila strobile strobili strockle
stroddle strode stroil stroke stroker stroking stroky strold stroll strolld
stroller strom stroma stromal stromata stromb strome strone strong strongly
strontia strontic strook strooken stroot strop strophe strophic stropper
stroth stroud strounge stroup strove strow strowd strown stroy stroyer strub
strubbly struck strucken strudel strue struggle strum struma strumae strummer
strumose strumous strumpet strung strunt strut struth strutter struv struvite
strych stub stubb stubbed stubber stubble stubbled stubbly stubborn stubboy
stubby stubchen stuber stuboy stucco stuccoer stuck stud studbook studder
studdie studding studdle stude student studfish studia studied studier studio
studious studium studwork study stue stuff stuffed stuffer stuffily stuffing
stuffy stug stuggy stuiver stull stuller stulm stultify stum stumble stumbler
stumbly stumer stummer stummy stump stumpage stumper stumpily stumpish stumpy
stun stung stunk stunkard stunner stunning stunpoll stunsail stunsle stunt
stunted stunter stunty stupa stupe stupefy stupend stupent stupeous stupex
stupid stupidly stupor stupose stupp stuprate stuprum sturdied sturdily sturdy
sturgeon sturine sturk sturnine sturnoid sturt sturtan sturtin sturtion
sturtite stuss stut stutter styan styca styceric stycerin styful stylar
stylate style styledom styler stylet styline styling stylish stylist stylite
stylitic stylize stylizer stylo styloid stylopid stylopod stylops stylus
stymie styphnic stypsis styptic styracin styrax styrene styrol styrone styryl
styrylic stythe styward suable suably suade suaharo suant suantly suasible
suasion suasive suasory suave suavely suavify suavity subabbot subacid
subacrid subact subacute subadult subage subagent subah subahdar subaid
subalary subalate subanal subarch subarea subarmor subatom subaud subaural
subband subbank subbasal subbase subbass subbeau subbias subbifid subbing
subbreed subcase subcash subcast subcaste subcause subcell subchela subchief
subcity subclaim subclan subclass subclerk subcool subcosta subcreek subcrest
subcrust subcutis subdate subdean subdeb subdepot subdevil subdial subdie
subdrain subdrill subdruid subdual subduce subduct subdue subdued subduer
subduing subduple subdural subecho subedit subentry subepoch subequal suber
suberane suberate suberect suberic suberin suberize suberone suberose suberous
subface subfeu subfief subfix subfloor subflora subflush subfocal subform
subframe subfusc subfusk subgalea subgape subgens subgenus subget subgit
subgod subgrade subgrin subgroup subgular subgwely subgyre subgyrus subhalid
subhall subhead subherd subhero subhouse subhuman subhumid subhyoid subicle
subidar subidea subideal subimago subindex subinfer subitane subitem subjack
subject subjee subjoin subjoint subjudge subjugal subjunct subking sublate
sublease sublet sublevel sublid sublime sublimed sublimer sublong subloral
sublot sublunar submaid submain subman submania submanic submanor submerge
submerse submeter submind submiss submit subnasal subnect subness subnex
subnote subnude subocean subolive suboptic suboral suborder suborn suborner
suboval subovate subovoid suboxide subpanel subpart subparty subpass subpial
subpimp subplant subplat subplot subplow subpoena subpolar subpool subport
subpress subprior subpubic subpunch subrace subrange subrent subresin subrigid
subroot subround subrule subruler subsale subsalt subsea subsect subsept
subserve subset subsewer subshaft subshire subshrub subside subsider subsidy
subsill subsist subsizar subsmile subsneer subsoil subsolar subsolid subsonic
subspace substage substant substock substory substyle subsult subsume subsynod
subtack subtend subtense subtepid subtext subtile subtilin subtill subtilty
subtitle subtle subtlety subtlist subtly subtone subtonic subtotal subtotem
subtower subtract subtread subtribe subtrist subtrude subtrunk subtunic
subtutor subtype subulate subunit suburb suburban suburbed suburbia subvein
subvene subverse subvert subvicar subvocal subvola subwater subway subwink
subzonal subzone succade succeed succent success succi succin succinct
succinic succinyl succise succor succorer succory succous succub succuba
succubae succube succubus succula succumb succuss such suchlike suchness
suchwise suck suckable suckabob suckage sucken suckener sucker suckerel
suckfish suckhole sucking suckle suckler suckless suckling suclat sucrate
sucre sucrose suction sucupira sucuri sucuriu sucuruju sudadero sudamen
sudamina sudarium sudary sudate sudation sudatory sudd sudden suddenly
suddenty sudder suddle suddy sudiform sudoral sudoric sudorous suds sudsman
sudsy suede suer suet suety suff suffect suffer sufferer suffete suffice
sufficer suffix suffixal sufflate sufflue suffrage suffrago suffuse suffused
sugamo sugan sugar sugared sugarer sugary sugent suggest sugh sugi suguaro
suhuaro suicidal suicide suid suidian suiform suilline suimate suine suing
suingly suint suist suit suitable suitably suitcase suite suithold suiting
suitor suity suji sukiyaki sukkenye sulcal sulcar sulcate sulcated sulcular
sulculus sulcus suld sulea sulfa sulfacid sulfamic sulfamyl sulfatic sulfato
sulfion sulfonic sulfonyl sulfuran sulfurea sulfuret sulfuric sulfury sulfuryl
sulk sulka sulker sulkily sulky sull sulla sullage sullen sullenly sullow
sully sulpha sulphate sulphato sulphide sulphine sulphite sulpho sulphofy
sulphone sulphur sulphury sultam sultan sultana sultane sultanic sultanin
sultanry sultone sultrily sultry sulung sumac sumatra sumbul sumbulic sumless
summable summage summand summar summary summate summed summer summerer
summerly summery summist summit summital summity summon summoner summons
summula summut sumner sump sumpage sumper sumph sumphish sumphy sumpit
sumpitan sumple sumpman sumpter sumption sunbeam sunbeamy sunberry sunbird
sunblink sunbow sunbreak sunburn sunburnt sunburst suncup sundae sundang
sundari sundek sunder sunderer sundew sundial sundik sundog sundown sundra
sundri sundries sundrily sundrops sundry sune sunfall sunfast sunfish sung
sungha sunglade sunglass sunglo sunglow sunk sunken sunket sunkland sunlamp
sunland sunless sunlet sunlight sunlike sunlit sunn sunnily sunnud sunny
sunproof sunquake sunray sunrise sunroom sunscald sunset sunsetty sunshade
sunshine sunshiny sunsmit sunspot sunstone sunt sunup sunward sunwards sunway
sunways sunweed sunwise sunyie supa supari supawn supe supellex super superadd
superb superbly supercow superego superfat superfee superfit superfix supergun
superhet superior superius superlie superman supernal supertax supinate supine
supinely supper supping supplace supplant supple supplely supplial supplice
supplier suppling supply support supposal suppose supposed supposer suppost
suppress supprise supreme sura surah surahi sural suranal surat surbase
surbased surbate surbater surbed surcease surcoat surcrue surculi surculus
surd surdent surdity sure surely sureness sures surette surety surf surface
surfaced surfacer surfacy surfbird surfboat surfeit surfer surfle surflike
surfman surfuse surfy surge surgeful surgent surgeon surgery surgical surging
surgy suricate suriga surlily surly surma surmark surmisal surmise surmised
surmiser surmount surname surnamer surnap surnay surpass surplice surplus
surprint surprise surquidy surra surrebut surrenal surrey surround sursolid
surtax surtout survey surveyal surveyor survival survive surviver survivor
suscept susi suslik suspect suspend suspense suspire sustain susu susurr
susurrus suther sutile sutler sutlery sutor sutorial sutorian sutra suttee
sutten suttin suttle sutural suture suum suwarro suwe suzerain svelte swab
swabber swabble swack swacken swacking swad swaddle swaddler swaddy swag swage
swager swagger swaggie swaggy swaglike swagman swagsman swaimous swain
swainish swaird swale swaler swaling swallet swallo swallow swam swami swamp
swamper swampish swampy swan swandown swang swangy swanherd swanhood swank
swanker swankily swanking swanky swanlike swanmark swanneck swanner swannery
swannish swanny swanskin swanweed swanwort swap swape swapper swapping swaraj
swarbie sward swardy sware swarf swarfer swarm swarmer swarming swarmy swarry
swart swarth swarthy swartish swartly swarty swarve swash swasher swashing
swashway swashy swastika swat swatch swatcher swath swathe swather swathy
swatter swattle swaver sway swayable swayed swayer swayful swaying swayless
sweal sweamish swear swearer sweat sweatbox sweated sweater sweatful sweath
sweatily sweating sweaty swedge sweeny sweep sweepage sweepdom sweeper
sweeping sweepy sweer sweered sweet sweeten sweetful sweetie sweeting sweetish
sweetly sweetsop sweety swego swelchie swell swellage swelldom swelled sweller
swelling swellish swelly swelp swelt swelter swelth sweltry swelty swep swept
swerd swerve swerver swervily swick swidge swift swiften swifter swiftlet
swifty swig swigger swiggle swile swill swiller swilltub swim swimmer swimmily
swimming swimmist swimmy swimsuit swimy swindle swindler swine swinely swinery
swinesty swiney swing swinge swinger swinging swingle swingy swinish swink
swinney swipe swiper swipes swiple swipper swipy swird swire swirl swirly
swirring swish swisher swishing swishy swiss swissing switch switched switchel
switcher switchy swith swithe swithen swither swivel swiveled swivet swivetty
swiz swizzle swizzler swob swollen swom swonken swoon swooned swooning swoony
swoop swooper swoosh sword swordick swording swordlet swordman swore sworn
swosh swot swotter swounds swow swum swung swungen swure syagush sybarism
sybarist sybotic sybotism sycamine sycamore syce sycee sycock sycoma syconate
syconid syconium syconoid syconus sycosis syenite syenitic sylid syllab
syllabe syllabi syllabic syllable syllabus sylloge sylph sylphic sylphid
sylphish sylphize sylphy sylva sylvae sylvage sylvan sylvanly sylvanry sylvate
sylvatic sylvic sylviine sylvine sylvite symbasic symbasis symbion symbiont
symbiot symbiote symbol symbolic symbolry symmachy symmelia symmelus symmetry
sympathy sympatry symphile symphily symphony symphysy symplasm symploce
sympode sympodia symposia symptom synacme synacmic synacmy synactic synalgia
synalgic synange synangia synangic synanthy synaphea synapse synapses synapsis
synaptai synapte synaptic synarchy synastry synaxar synaxary synaxis sync
syncarp syncarpy synch synchro syncline syncopal syncope syncopic syncracy
syncrasy syncytia syndesis syndetic syndic syndical syndoc syndrome syne
synechia synectic synedral synedria synema synergia synergic synergid synergy
synerize synesis syngamic syngamy syngenic syngraph synochus synod synodal
synodist synodite synoecy synomosy synonym synonymy synopses synopsis synopsy
synoptic synovia synovial syntagma syntan syntasis syntax syntaxis syntexis
syntheme synthete synthol syntomia syntomy syntone syntonic syntonin syntony
syntrope syntropy syntype syntypic synusia syodicon sypher syphilis syre
syringa syringe syringes syringin syrinx syrma syrphian syrphid syrt syrtic
syrup syruped syruper syrupy syssel syssitia systasis systatic system systemed
systemic systole systolic systyle syzygial syzygium syzygy szlachta szopelka
taar tabacin tabacum tabanid tabanuco tabard tabarded tabaret tabashir tabaxir
tabbarea tabber tabbinet tabby tabefy tabella taberdar taberna tabes tabet
tabetic tabic tabid tabidly tabific tabinet tabitude tabla table tableau
tableaux tabled tableful tableity tableman tabler tables tablet tabling
tablinum tabloid tabog taboo tabooism tabooist taboot tabor taborer taboret
taborin tabour tabourer tabouret tabret tabu tabula tabular tabulare tabulary
tabulate tabule tabut tacahout taccada tach tache tachinid tachiol tachygen
tacit tacitly taciturn tack tacker tacket tackety tackey tacking tackle
tackled tackler tackless tackling tacksman tacky taclocus tacnode taconite
tacso tact tactable tactful tactic tactical tactics tactile taction tactite
tactive tactless tactor tactosol tactual tactus tade tadpole tael taen taenia
taenial taenian taeniate taenioid taenite taennin taffarel tafferel taffeta
taffety taffle taffrail taffy tafia tafinagh taft tafwiz tagatose tagboard
tagetol tagetone tagged tagger taggle taggy tagilite taglet taglike taglock
tagrag tagsore tagtail tagua taguan tagwerk taha taheen tahil tahin tahkhana
tahr tahsil tahua taiaha taich taiga taigle taihoa taikhana tail tailage
tailband tailed tailer tailet tailge tailhead tailing tailings taille tailless
taillie taillike tailor tailorly tailory tailpin tailpipe tailrace tailsman
tailward tailwise taily tailzee tailzie taimen tain taint taintor tainture
taipan taipo tairge tairger tairn taisch taise taissle taistrel taistril tait
taiver taivers taivert takable takamaka takar take takedown takeful taken
taker takin taking takingly takings takosis takt taky takyr tala talabon
talahib talaje talak talalgia talanton talao talapoin talar talari talaria
talaric talayot talbot talc talcer talcky talclike talcoid talcose talcous
talcum tald tale talebook taled taleful talent talented talepyet taler tales
talesman tali taliage taliera talion talionic talipat taliped talipes talipot
talis talisay talisman talite talitol talk talkable talker talkfest talkful
talkie talking talky tall tallage tallboy taller tallero talles tallet
talliage talliar talliate tallier tallis tallish tallit tallith tallness
talloel tallote tallow tallower tallowy tallwood tally tallyho tallyman
tallywag talma talmouse talon taloned talonic talonid talose talpid talpify
talpine talpoid talthib taluk taluka talukdar talus taluto talwar talwood
tamable tamably tamale tamandu tamandua tamanoas tamanoir tamanu tamara
tamarack tamarao tamarin tamarind tamarisk tamas tamasha tambac tamber tambo
tamboo tambor tambour tamboura tambreet tamburan tame tamein tameless tamely
tameness tamer tamidine tamis tamise tamlung tammie tammock tammy tamp tampala
tampan tampang tamper tamperer tampin tamping tampion tampon tampoon tana
tanach tanager tanaist tanak tanan tanbark tanbur tancel tanchoir tandan
tandem tandemer tandle tandour tane tanekaha tang tanga tanged tangeite
tangelo tangence tangency tangent tanger tangfish tangham tanghan tanghin
tangi tangible tangibly tangie tangilin tangka tanglad tangle tangler tangless
tangling tangly tango tangram tangs tangue tanguile tangum tangun tangy tanh
tanha tanhouse tania tanica tanier tanist tanistic tanistry tanjib tanjong
tank tanka tankage tankah tankard tanked tanker tankert tankette tankful
tankle tankless tanklike tankman tankroom tankwise tanling tannable tannage
tannaic tannaim tannase tannate tanned tanner tannery tannic tannide tannin
tannined tanning tannogen tannoid tannyl tanoa tanproof tanquam tanquen tanrec
tanstuff tansy tantalic tantalum tantara tanti tantivy tantle tantra tantric
tantrik tantrism tantrist tantrum tantum tanwood tanworks tanyard tanzeb
tanzib tanzy taotai taoyin tapa tapacolo tapaculo tapadera tapadero tapalo
tapas tapasvi tape tapeless tapelike tapeline tapeman tapen taper tapered
taperer tapering taperly tapesium tapestry tapet tapetal tapete tapeti tapetum
tapework tapeworm taphole taphouse tapia tapioca tapir tapirine tapiroid tapis
tapism tapist taplash taplet tapmost tapnet tapoa tapoun tappa tappable
tappall tappaul tappen tapper tapperer tappet tapping tappoon taproom taproot
taps tapster tapu tapul taqua tara taraf tarafdar tarage tarairi tarakihi
tarand taraph tarapin tarassis tarata taratah tarau tarbet tarboard tarbogan
tarboosh tarboy tarbrush tarbush tardily tardive tardle tardy tare tarea
tarefa tarente tarfa targe targeman targer target targeted tarhood tari tarie
tariff tarin tariric tarish tarkashi tarkeean tarkhan tarlatan tarletan
tarlike tarmac tarman tarmined tarn tarnal tarnally tarnish tarnlike tarnside
taro taroc tarocco tarok tarot tarp tarpan tarpon tarpot tarpum tarr tarrack
tarragon tarras tarrass tarred tarrer tarri tarrie tarrier tarrify tarrily
tarrish tarrock tarrow tarry tarrying tars tarsal tarsale tarse tarsi tarsia
tarsier tarsioid tarsitis tarsome tarsus tart tartago tartan tartana tartane
tartar tartaret tartaric tartarly tartarum tarten tartish tartle tartlet
tartly tartness tartrate tartro tartrous tartryl tarve tarweed tarwhine
tarwood tarworks taryard tasajo tascal tasco tash tashie tashlik tashreef
tashrif task taskage tasker taskit taskless tasklike taskwork taslet tass
tassago tassah tassal tassard tasse tassel tasseler tasselet tassely tasser
tasset tassie tassoo tastable tastably taste tasted tasteful tastekin tasten
taster tastily tasting tasty tasu tataupa tatbeb tatchy tate tater tath tatie
tatinek tatler tatou tatouay tatsman tatta tatter tattered tatterly tattery
tatther tattied tatting tattle tattler tattlery tattling tattoo tattooer
tattva tatty tatu tatukira taught taula taum taun taunt taunter taunting taupe
taupo taupou taur tauranga taurean taurian tauric taurine taurite taurocol
tauryl taut tautaug tauted tauten tautit tautly tautness tautog tautomer
tautonym tave tavell taver tavern taverner tavernly tavernry tavers tavert
tavola tawa tawdered tawdrily tawdry tawer tawery tawie tawite tawkee tawkin
tawn tawney tawnily tawnle tawny tawpi tawpie taws tawse tawtie taxable
taxably taxation taxative taxator taxeater taxed taxeme taxemic taxeopod taxer
taxi taxiable taxiarch taxiauto taxibus taxicab taximan taxine taxing taxingly
taxinomy taxis taxite taxitic taxless taxman taxodont taxology taxon taxonomy
taxor taxpaid taxpayer taxwax taxy tayer tayir tayra taysaam tazia tchai
tcharik tchast tche tcheirek tchick tchu teaberry teaboard teabox teaboy
teacake teacart teach teache teacher teachery teaching teachy teacup tead
teadish teaer teaey teagle teahouse teaish teaism teak teakwood teal tealeafy
tealery tealess teallite team teamaker teaman teameo teamer teaming teamland
teamless teamman teammate teamsman teamster teamwise teamwork tean teanal teap
teapot teapoy tear tearable tearably tearage tearcat teardown teardrop tearer
tearful tearing tearless tearlet tearlike tearoom tearpit teart teary teasable
teasably tease teasel teaseler teaser teashop teasing teasler teaspoon teasy
teat teated teatfish teathe teather teatime teatlike teatling teatman teaty
teave teaware teaze teazer tebbet teca tecali tech techily technic technica
technics technism technist techous techy teck tecomin tecon tectal tectonic
tectum tecum tecuma tedder tedescan tedge tedious tedisome tedium teedle teel
teem teemer teemful teeming teemless teems teen teenage teenet teens teensy
teenty teeny teer teerer teest teet teetan teeter teeterer teeth teethe
teethful teethily teething teethy teeting teetotal teetotum teety teevee
teewhaap teff tegmen tegmina tegminal tegua teguexin tegula tegular tegumen
tegument tegurium tehseel tehsil teicher teiglech teil teind teinder teinland
teioid tejon teju tekiah tekke tekken tektite tekya telamon telang telar
telarian telary tele telecast telecode teledu telega telegony telegram
telemark teleost telepost teleran telergic telergy teleseme telesia telesis
telestic teletape telethon teletype teleuto teleview televise televox telfer
telford teli telial telic telical telium tell tellable tellach tellee teller
telling tellsome tellt telltale tellural telluret telluric telome telomic
telonism telopsis teloptic telotype telpath telpher telson telsonic telt
telurgy telyn temacha teman tembe temblor temenos temerity temerous temiak
temin temp temper tempera tempered temperer tempery tempest tempesty tempi
templar templary template temple templed templet templize tempo tempora
temporal tempre temprely tempt tempter tempting temse temser temulent tenable
tenably tenace tenacity tenai tenaille tenancy tenant tenanter tenantry tench
tend tendance tendant tendence tendency tendent tender tenderee tenderer
tenderly tendinal tending tendon tendour tendril tendron tenebra tenement
tenendas tenendum tenent teneral tenesmic tenesmus tenet tenfold teng tengere
tengu tenible tenio tenline tenne tenner tennis tennisy tenology tenon tenoner
tenor tenorist tenorite tenoroon tenotome tenotomy tenpence tenpenny tenpin
tenrec tense tensely tensible tensibly tensify tensile tension tensity tensive
tenson tensor tent tentable tentacle tentage tentamen tented tenter tenterer
tentful tenth tenthly tentigo tention tentless tentlet tentlike tentmate
tenture tentwise tentwork tentwort tenty tenuate tenues tenuious tenuis
tenuity tenuous tenure tenurial teocalli teopan teosinte tepache tepal tepee
tepefy tepetate tephrite tepid tepidity tepidly tepor tequila tera teraglin
terakihi terap teraphim teras teratism teratoid teratoma terbia terbic terbium
tercel tercelet tercer terceron tercet tercia tercine tercio terebate terebene
terebic terebra terebral teredo terek terete teretial teretish tereu terfez
tergal tergant tergite tergitic tergum term terma termage termatic termen
termer termin terminal termine terminer termini termino terminus termital
termite termitic termitid termless termly termon termor termtime tern terna
ternal ternar ternary ternate terne ternery ternion ternize ternlet teroxide
terp terpane terpene terpin terpine terpinol terrace terracer terrage terrain
terral terrane terrapin terrar terrazzo terrella terrene terret terreted
terrible terribly terrier terrific terrify terrine terron terror terry terse
tersely tersion tertia tertial tertian tertiana tertiary tertiate tertius
terton terutero tervee terzetto terzina terzo tesack teskere teskeria tessara
tessel tessella tessera tesseral tessular test testa testable testacy testamur
testar testata testate testator testatum teste tested testee tester testes
testicle testiere testify testily testing testis teston testone testoon testor
testril testudo testy tetanic tetanine tetanism tetanize tetanoid tetanus
tetany tetard tetch tetchy tete tetel teth tethelin tether tethery tethydan
tetra tetracid tetract tetrad tetradic tetragon tetragyn tetramin tetrane
tetrapla tetrapod tetrarch tetraxon tetrazin tetrazo tetrazyl tetric tetrical
tetrigid tetrobol tetrode tetrole tetrolic tetronic tetrose tetryl tetter
tettery tettix teucrin teufit teuk teviss tewel tewer tewit tewly tewsome
texguino text textbook textile textlet textman textrine textual textuary
textural texture tezkere thack thacker thakur thalami thalamic thalamus
thalasso thaler thalli thallic thalline thallium thalloid thallome thallose
thallous thallus thalthan thameng thamnium thamuria than thana thanadar
thanage thanan thane thanedom thank thankee thanker thankful thanks thapes
thapsia thar tharf tharm that thatch thatcher thatchy thatn thatness thats
thaught thave thaw thawer thawless thawn thawy theah thearchy theasum theat
theater theatral theatric theatron theatry theave theb thebaine thebaism theca
thecae thecal thecate thecia thecitis thecium thecla theclan thecoid thee
theek theeker theelin theelol theer theet theetsee theezan theft theftdom
thegn thegndom thegnly theiform theine theinism their theirn theirs theism
theist theistic thelitis thelium them thema themata thematic theme themelet
themer themis themsel then thenal thenar thence thenness theocrat theodicy
theody theogamy theogony theologi theology theonomy theorbo theorem theoria
theoriai theoric theorics theorism theorist theorize theorum theory theosoph
theow theowdom theowman therapy therblig there thereas thereat thereby
therefor therein therence thereof thereoid thereon thereout theres therese
thereto thereup therevid theriac theriaca therial therm thermae thermal
thermic thermion thermit thermite thermo thermos theroid theropod thesauri
these theses thesial thesicle thesis theta thetch thetic thetical thetics
thetin thetine theurgic theurgy thevetin thew thewed thewless thewness thewy
they theyll theyre thiamide thiamin thiamine thiasi thiasine thiasite thiasoi
thiasos thiasote thiasus thiazine thiazole thick thicken thicket thickety
thickish thickly thickset thickwit thief thiefdom thienone thienyl thieve
thiever thievery thieving thievish thig thigger thigging thigh thighed thight
thilk thill thiller thilly thimber thimble thimbled thin thine thing thingal
thingish thinglet thingly thingman thingum thingy think thinker thinkful
thinking thinly thinner thinness thinning thinnish thio thiol thiolic thionate
thionic thionine thionium thionyl thiophen thiourea thioxene thiozone thir
third thirdly thirl thirlage thirling thirst thirster thirstle thirsty thirt
thirteen thirty this thishow thislike thisn thisness thissen thistle thistled
thistly thiswise thither thitsiol thiuram thivel thixle thlipsis thob thocht
thof thoft thoke thokish thole tholepin tholi tholoi tholos tholus thomisid
thon thonder thone thong thonged thongman thongy thoo thooid thoom thoraces
thoracic thoral thorax thore thoria thoriate thoric thorina thorite thorium
thorn thorned thornen thornily thornlet thorny thoro thoron thorough thorp
thort thorter those thou though thought thoughty thousand thouse thow thowel
thowless thowt thrack thraep thrail thrain thrall thram thrammle thrang
thranite thrap thrapple thrash thrashel thrasher thrast thrave thraver thraw
thrawn thread threaded threaden threader threadle thready threap threaper
threat threaten three threne threnode threnody threnos threonin threose
threptic thresh threshel thresher threw thribble thrice thrift thrifty thrill
thriller thrilly thrimble thrimp thring thrinter thrip thripel thripple thrips
thrive thriven thriver thriving thro throat throatal throated throaty throb
throbber throck throdden throddy throe thrombin thrombus thronal throne throng
thronger thronize thropple throstle throttle throu throuch throucht through
throve throw thrower throwing thrown throwoff throwout thrum thrummer thrummy
thrush thrushel thrushy thrust thruster thrutch thruv thrymsa thud thudding
thug thugdom thuggee thuggery thuggess thuggish thuggism thujene thujin
thujone thujyl thulia thulir thulite thulium thulr thuluth thumb thumbed
thumber thumbkin thumble thumby thump thumper thumping thunder thundery thung
thunge thuoc thurible thurifer thurify thurl thurm thurmus thurrock thurse
thurt thus thusgate thusly thusness thuswise thutter thwack thwacker thwaite
thwart thwarter thwartly thwite thwittle thyine thymate thyme thymegol thymele
thymelic thymene thymetic thymic thymine thymitis thymol thymoma thymotic
thymus thymy thymyl thymylic thynnid thyreoid thyroid thyrse thyrsoid thyrsus
thysel thyself thysen tiang tiao tiar tiara tiarella tibby tibet tibey tibia
tibiad tibiae tibial tibiale tiburon tical ticca tice ticement ticer tick
tickbean tickbird ticked ticken ticker ticket ticketer tickey tickie ticking
tickle tickled ticklely tickler tickless tickling ticklish tickly tickney
tickseed ticktack ticktick ticktock tickweed ticky ticul tidal tidally tidbit
tiddle tiddler tiddley tiddling tiddy tide tided tideful tidehead tideland
tideless tidelike tidely tidemark tiderace tidesman tideward tideway tidiable
tidily tidiness tiding tidings tidley tidology tidy tidyism tidytips tieback
tied tiemaker tien tiepin tier tierce tierced tiered tierer tierlike tiersman
tietick tiewig tiff tiffany tiffie tiffin tiffish tiffle tiffy tifinagh tift
tifter tige tigella tigelle tigellum tigellus tiger tigereye tigerish tigerism
tigerkin tigerly tigernut tigery tigger tight tighten tightish tightly tights
tightwad tiglic tiglinic tignum tigress tigrine tigroid tigtag tikitiki tikka
tikker tiklin tikolosh tikor tikur tilaite tilaka tilasite tilbury tilde tile
tiled tilefish tilelike tiler tileroot tilery tileseed tileways tilework
tileyard tilikum tiling till tillable tillage tiller tilley tillite tillot
tilly tilmus tilpah tilt tiltable tilter tilth tilting tiltlike tiltup tilty
tiltyard tilyer timable timaline timar timarau timawa timazite timbal timbale
timbang timbe timber timbered timberer timbern timbery timbo timbre timbrel
time timeable timecard timed timeful timekeep timeless timelily timeling
timely timeous timer times timeward timework timeworn timid timidity timidly
timing timish timist timon timoneer timor timorous timothy timpani timpano
tinamine tinamou tincal tinchel tinchill tinclad tinct tinction tincture tind
tindal tindalo tinder tindered tindery tine tinea tineal tinean tined tineid
tineine tineman tineoid tinetare tinety tineweed tinful ting tinge tinged
tinger tingi tingible tingid tingitid tinglass tingle tingler tingling
tinglish tingly tingtang tinguy tinhorn tinhouse tinily tininess tining tink
tinker tinkerer tinkerly tinkle tinkler tinkling tinkly tinlet tinlike tinman
tinned tinner tinnery tinnet tinnily tinning tinnitus tinnock tinny tinosa
tinsel tinselly tinselry tinsman tinsmith tinstone tinstuff tint tinta tintage
tinted tinter tintie tinting tintist tintless tinty tintype tintyper tinwald
tinware tinwoman tinwork tiny tipburn tipcart tipcat tipe tipful tiphead
tipiti tiple tipless tiplet tipman tipmost tiponi tippable tipped tippee
tipper tippet tipping tipple tippler tipply tipproof tippy tipsify tipsily
tipstaff tipster tipstock tipsy tiptail tiptilt tiptoe tiptop tipulid tipuloid
tipup tirade tiralee tire tired tiredly tiredom tireless tiremaid tireman
tirer tireroom tiresome tiriba tiring tiringly tirl tirma tirr tirret tirrivee
tirrlie tirrwirr tirve tirwit tisane tisar tissual tissue tissued tissuey
tisswood tiswin titanate titania titanic titanite titanium titano titanous
titanyl titar titbit titbitty tite titer titfish tithable tithal tithe tither
tithing tithonic titi titian titien titilate titivate titlark title titled
titledom titler titlike titling titlist titmal titman titmouse titoki titrable
titrate titre titter titterel titterer tittery tittie tittle tittler tittup
tittupy titty titubant titubate titular titulary titule titulus tiver tivoli
tivy tiza tizeur tizzy tjanting tjosite tlaco tmema tmesis toad toadback
toadeat toader toadery toadess toadfish toadflax toadhead toadier toadish
toadless toadlet toadlike toadling toadpipe toadroot toadship toadwise toady
toadyish toadyism toast toastee toaster toasty toat toatoa tobacco tobaccoy
tobe tobine tobira toboggan toby tobyman tocalote toccata tocher tock toco
tocogony tocology tocome tocororo tocsin tocusso today todayish todder toddick
toddite toddle toddler toddy toddyize toddyman tode tody toeboard toecap toed
toeless toelike toellite toenail toeplate toetoe toff toffee toffing toffish
toffy toffyman toft tofter toftman tofu toga togaed togalike togata togate
togated togawise together toggel toggery toggle toggler togless togs togt
togue toher toheroa toho tohubohu tohunga toil toiled toiler toilet toileted
toiletry toilette toilful toilinet toiling toilless toilsome toilworn toise
toit toitish toity tokay toke token tokened toko tokology tokonoma tokopat
tolamine tolan tolane tolbooth told toldo tole tolerant tolerate tolerism
tolidine tolite toll tollable tollage toller tollery tollgate tolliker tolling
tollman tolly tolpatch tolsey tolt tolter tolu toluate toluene toluic toluide
toluido toluol toluyl toluylic tolyl tolylene tomahawk tomalley toman tomato
tomb tombac tombal tombe tombic tombless tomblet tomblike tombola tombolo
tomboy tomcat tomcod tome tomeful tomelet toment tomentum tomfool tomial tomin
tomish tomium tomjohn tomkin tommy tommybag tommycod tommyrot tomnoddy tomnoup
tomogram tomorn tomorrow tomosis tompiper tompon tomtate tomtit tonal tonalist
tonalite tonality tonally tonant tonation tondino tone toned toneless toneme
toner tonetic tonetics tong tonga tonger tongkang tongman tongs tongsman
tongue tongued tonguer tonguey tonguing tonic tonicity tonicize tonify tonight
tonish tonishly tonite tonjon tonk tonkin tonlet tonnage tonneau tonner
tonnish tonogram tonology tonous tonsil tonsor tonsure tonsured tontine
tontiner tonus tony tonyhoop toodle took tooken tool toolbox tooler toolhead
tooling toolless toolman toolmark toolroom toom toomly toon toonwood toop
toorie toorock tooroo toosh toot tooter tooth toothcup toothed toother
toothful toothill toothing toothlet toothy tootle tootler tootlish tootsy
toozle toozoo topalgia toparch toparchy topass topaz topazine topazite topazy
topcap topcast topcoat tope topee topeng topepo toper toperdom topfull toph
tophaike tophetic tophus topi topia topiary topic topical topknot topless
toplike topline toplofty topmaker topman topmast topmost topnotch topo
topology toponym toponymy topotype topped topper toppiece topping topple
toppler topply toppy toprail toprope tops topsail topside topsl topsman
topsoil topstone topswarm toptail topwise toque tora torah toral toran torc
torcel torch torcher torchman torchon torcular torculus tore toreador tored
torero toreutic torfel torgoch toric torii torma tormen torment tormenta
tormina torminal torn tornade tornadic tornado tornal tornaria tornese torney
tornillo tornote tornus toro toroid toroidal torose torosity torotoro torous
torpedo torpent torpid torpidly torpify torpor torquate torque torqued torques
torrefy torrent torrid torridly torsade torse torsel torsile torsion torsive
torsk torso tort torta torteau tortile tortilla tortille tortious tortive
tortoise tortula tortuose tortuous torture tortured torturer toru torula
torulin toruloid torulose torulous torulus torus torve torvid torvity torvous
tory toryweed tosh tosher toshery toshly toshnail toshy tosily toss tosser
tossily tossing tossment tosspot tossup tossy tost toston tosy total totality
totalize totally totanine totaquin totara totchka tote toteload totem totemic
totemism totemist totemite totemy toter tother totient totitive toto totora
totquot totter totterer tottery totting tottle tottlish totty totuava totum
toty totyman toucan toucanet touch touchbox touched toucher touchily touching
touchous touchpan touchy toug tough toughen toughish toughly tought tould
toumnah toup toupee toupeed toupet tour touraco tourer tourette touring
tourism tourist touristy tourize tourn tournant tournay tournee tourney tourte
tousche touse touser tousle tously tousy tout touter tovar tovarish towable
towage towai towan toward towardly towards towboat towcock towd towel toweling
towelry tower towered towering towerlet towerman towery towght towhead towhee
towing towkay towlike towline towmast town towned townee towner townet
townfolk townful towngate townhood townify townish townist townland townless
townlet townlike townling townly townman townsboy township townside townsite
townsman townward townwear towny towpath towrope towser towy toxa toxamin
toxcatl toxemia toxemic toxic toxical toxicant toxicity toxicoid toxicum
toxifer toxin toxity toxodont toxoid toxology toxon toxone toxophil toxosis
toxotae toydom toyer toyful toyhouse toying toyingly toyish toyishly toyland
toyless toylike toymaker toyman toyon toyshop toysome toytown toywoman toywort
toze tozee tozer trabal trabant trabea trabeae trabuch trabucho trace tracer
tracery trachea tracheal trachean tracheid trachle trachyte tracing track
trackage tracked tracker trackman trackway tract tractate tractile traction
tractlet tractor tractory tractrix tradable tradal trade tradeful trader
trading tradite traditor traduce traducer trady traffic trag tragal tragedy
tragi tragic tragical tragicly tragopan tragus trah traheen traik trail
trailer trailery trailing trailman traily train trainage trainboy trained
trainee trainer trainful training trainman trainway trainy traipse trait
traitor traject trajet tralira tram trama tramal tramcar trame tramful
tramless tramline tramman trammel trammer tramming trammon tramp trampage
trampdom tramper trampess trampish trampism trample trampler trampot tramroad
tramway tramyard trance tranced tranchet traneen trank tranka tranker trankum
tranky tranquil transact transbay transect transept transfer transfix transire
transit translay transmit transom transude trant tranter trantlum trap
trapball trapes trapeze trapezia trapfall traphole traplike trappean trapped
trapper trapping trappist trappoid trappose trappous trappy traprock traps
trapunto trash trashery trashify trashily traship trashy trass trasy traulism
trauma travail travale travally travated trave travel traveled traveler
traverse travesty travis travois travoy trawl trawler trawlnet tray trayful
traylike treacher treacle treacly tread treader treading treadle treadler
treason treasure treasury treat treatee treater treating treatise treator
treaty treble trebly treddle tredille tree treebine treed treefish treeful
treehair treehood treeify treeless treelet treelike treeling treeman treen
treenail treeship treetop treeward treey tref trefle trefoil tregerg tregohm
trehala trek trekker trekpath trellis tremble trembler tremblor trembly
tremetol tremie tremolo tremor trenail trench trenched trencher trend trendle
trental trepan trepang trephine trephone trepid trepidly tresaiel trespass
tress tressed tressful tresslet tresson tressour tressure tressy trest trestle
tret trevally trevet trews trewsman trey triable triace triacid triact triad
triadic triadism triadist triaene triage trial trialate trialism trialist
triality triamid triamide triamine triamino triander triangle triapsal triarch
triarchy triareal triarii triaster triatic triaxial triaxon triazane triazin
triazine triazo triazoic triazole tribade tribady tribal tribally tribase
tribasic tribble tribe tribelet triblet tribrac tribrach tribual tribular
tribuna tribunal tribune tribute tributer trica tricae tricar trice triceps
triceria trichi trichia trichina trichite trichode trichoid trichoma trichome
trichord trichy trick tricker trickery trickful trickily tricking trickish
trickle tricklet trickly tricksy tricky triclad tricolic tricolon tricolor
triconch tricorn tricosyl tricot tricycle tridaily triddler tridecyl trident
triduan triduum tried triedly triene triens triental triequal trier triethyl
trifa trifid trifilar trifle trifler triflet trifling trifocal trifoil trifold
trifoly triform trifuran trig trigamy trigger triglid triglot trigly triglyph
trigness trigon trigonal trigone trigonic trigonid trigonon trigonum trigram
trigraph trigyn trihoral trikaya trike triker trikeria triketo trikir trilabe
trilby trilemma trilit trilite trilith trill trillet trilli trilliin trilling
trillion trillium trillo trilobe trilobed trilogic trilogy trim trimacer
trimer trimeric trimesic trimesyl trimeter trimly trimmer trimming trimness
trimodal trimoric trimorph trimotor trimtram trin trinal trinary trindle trine
trinely trinerve tringine tringle tringoid trinitro trinity trink trinket
trinkety trinkle trinklet trinkums trinodal trinode trinol trintle trio
triobol triode triodia triodion triole trioleic triolein triolet triology
trionym trior triose trioxide trip tripal tripara tripart tripe tripedal
tripel tripeman tripenny tripery triphane triphase triphony triplane triple
triplet triplex tripling triplite triploid triplopy triplum triply tripod
tripodal tripodic tripody tripolar tripoli tripos trippant tripper trippet
tripping trippist tripple trippler tripsill tripsis tripsome triptane triptote
triptych tripy trireme trisalt trisazo trisect triseme trisemic trishna
triskele trismic trismus trisome trisomic trisomy trispast trist tristate
tristeza tristful tristich trisul trisula tritaph trite tritely trithing
tritical triticin triticum tritish tritium tritolo triton tritonal tritone
tritor tritoral tritural trityl triumph triumvir triunal triune triunion
triunity triurid trivalve trivant trivet trivia trivial trivirga trivium
trivvet trizoic trizomal trizonal trizone troat troca trocar trochaic trochal
trochart trochate troche trochee trochi trochid trochili troching trochite
trochlea trochoid trochus trock troco trod trodden trode troft trog trogger
troggin trogon trogs trogue troika troilite troke troker troll trolldom
troller trolley trolling trollman trollol trollop trollops trollopy trolly
tromba trombe trombone trombony trommel tromp trompe trompil tromple tron
trona tronador tronage tronc trone troner troolie troop trooper troot tropaion
tropal troparia tropary tropate trope tropeic tropeine troper tropesis
trophaea trophal trophema trophesy trophi trophic trophied trophism trophy
tropic tropical tropine tropism tropist tropoyl tropyl trostera trot trotcozy
troth trothful trotlet trotline trotol trotter trottie trottles trottoir
trotty trotyl trouble troubler troubly trough troughy trounce trouncer
troupand troupe trouper troupial trouse trouser trousers trout trouter
troutful troutlet trouty trouvere trouveur trove trover trow trowel troweler
trowing trowman trowth troy truancy truant truantcy truantly truantry trub
trubu truce trucial truck truckage trucker truckful trucking truckle truckler
truckman trucks truckway truddo trudge trudgen trudger true trueborn truebred
truelike truelove trueness truer truff truffle truffled truffler trug truish
truism truistic trull truller trullo truly trumbash trummel trump trumper
trumpery trumpet trumpety trumph trumpie trun truncage truncal truncate trunch
trunched truncher trundle trundler trunk trunked trunkful trunking trunkway
trunnel trunnion trush trusion truss trussed trussell trusser trussing trust
trustee trusten truster trustful trustify trustily trusting trustle trustman
trusty truth truthful truthify truthy truvat trygon tryhouse trying tryingly
tryma tryout tryp trypa trypan trypetid trypiate trypsin tryptase tryptic
tryptone trysail tryst tryster trysting tryt tryworks tsadik tsamba tsantsa
tsar tsardom tsarina tsaritza tsarship tsatlee tscharik tsere tsessebe tsetse
tsia tsine tsiology tsuba tsubo tsun tsunami tsungtu tuan tuarn tuart tuatara
tuatera tuath tuba tubae tubage tubal tubar tubate tubba tubbable tubbal
tubbeck tubber tubbie tubbing tubbish tubboe tubby tube tubeform tubeful
tubehead tubeless tubelet tubelike tubeman tuber tubercle tuberin tuberize
tuberoid tuberose tuberous tubework tubfish tubful tubicen tubicorn tubifer
tubiform tubig tubik tubing tubipore tublet tublike tubmaker tubman tubular
tubulate tubule tubulet tubuli tubulose tubulous tubulure tubulus tubwoman
tuchit tuchun tuck tuckahoe tucker tucket tucking tuckner tuckshop tucktoo
tucky tucum tucuma tucuman tudel tueiron tufa tufalike tufan tuff tuffet
tuffing tuft tufted tufter tuftily tufting tuftlet tufty tugboat tugger
tuggery tugging tughra tugless tuglike tugman tugrik tugui tugurium tuik
tuille tuilyie tuism tuition tuitive tuke tukra tula tulare tulasi tulchan
tulchin tule tuliac tulip tulipist tulipy tulisan tulle tullibee tulsi tulwar
tumasha tumbak tumble tumbled tumbler tumbling tumbly tumbrel tume tumefy
tumid tumidity tumidly tummals tummel tummer tummock tummy tumor tumored
tumorous tump tumpline tumtum tumular tumulary tumulate tumuli tumulose
tumulous tumult tumulus tuna tunable tunably tunbelly tunca tund tunder
tundish tundra tundun tune tuned tuneful tuneless tuner tunesome tunester
tunful tung tungate tungo tungsten tungstic tunhoof tunic tunicary tunicate
tunicin tunicked tunicle tuniness tuning tunish tunist tunk tunket tunlike
tunmoot tunna tunnel tunneled tunneler tunnelly tunner tunnery tunnland tunnor
tunny tuno tunu tuny tupakihi tupara tupek tupelo tupik tupman tuppence
tuppenny tupuna tuque turacin turanose turb turban turbaned turbary turbeh
turbid turbidly turbinal turbine turbined turbiner turbines turbit turbith
turbo turbofan turbot turco turd turdine turdoid tureen turf turfage turfdom
turfed turfen turfing turfite turfless turflike turfman turfwise turfy
turgency turgent turgesce turgid turgidly turgite turgoid turgor turgy
turicata turio turion turjaite turjite turk turken turkey turkis turkle
turlough turm turma turment turmeric turmit turmoil turn turnable turnaway
turnback turnbout turncap turncoat turncock turndown turndun turned turnel
turner turnery turney turngate turnhall turning turnip turnipy turnix turnkey
turnoff turnout turnover turnpike turnpin turnplow turnrow turns turnskin
turnsole turnspit turntail turnup turp turpeth turpid turpidly turps turr
turret turreted turrical turricle turse tursio turtle turtler turtlet turtling
turtosa tururi turus turwar tusche tush tushed tusher tushery tusk tuskar
tusked tusker tuskish tuskless tusklike tuskwise tusky tussah tussal tusser
tussis tussive tussle tussock tussocky tussore tussur tutania tutball tute
tutee tutela tutelage tutelar tutelary tutenag tuth tutin tutly tutman tutor
tutorage tutorer tutoress tutorial tutorism tutorize tutorly tutory tutoyer
tutress tutrice tutrix tuts tutsan tutster tutti tuttiman tutty tutu tutulus
tutwork tuwi tuxedo tuyere tuza tuzzle twaddle twaddler twaddly twaddy twae
twaesome twafauld twagger twain twaite twal twale twalt twang twanger twangle
twangler twangy twank twanker twanking twankle twanky twant twarly twas
twasome twat twatchel twattle twattler tway twazzy tweag tweak tweaker tweaky
twee tweed tweeded tweedle tweedy tweeg tweel tween tweeny tweesh tweesht
tweest tweet tweeter tweeze tweezer tweezers tweil twelfth twelve twelvemo
twenty twentymo twere twerp twibil twice twicer twicet twichild twick twiddle
twiddler twiddly twifoil twifold twig twigful twigged twiggen twigger twiggy
twigless twiglet twiglike twigsome twilight twilit twill twilled twiller
twilling twilly twilt twin twinable twinborn twindle twine twiner twinfold
twinge twingle twinhood twinism twink twinkle twinkler twinkles twinkly
twinleaf twinlike twinling twinly twinned twinner twinness twinning twinship
twinter twiny twire twirk twirl twirler twirly twiscar twisel twist twisted
twister twistily twisting twistle twisty twit twitch twitchel twitcher
twitchet twitchy twite twitlark twitten twitter twittery twitty twixt twizzle
twofold twoling twoness twopence twopenny twosome twyblade twyhynde tychism
tychite tycoon tyddyn tydie tyee tying tyke tyken tykhana tyking tylarus
tylion tyloma tylopod tylose tylosis tylotate tylote tylotic tylotus tylus
tymbalon tymp tympan tympana tympanal tympani tympanic tympanon tympanum
tympany tynd typal type typecast typer typeset typhemia typhia typhic typhinia
typhlon typhoid typhonia typhonic typhoon typhose typhosis typhous typhus
typic typica typical typicon typicum typifier typify typist typo typobar
typology typonym typorama typp typy tyramine tyrannic tyranny tyrant tyre
tyriasis tyro tyrolite tyrology tyroma tyrone tyronic tyronism tyrosine
tyrosyl tysonite tyste tzaritza tzolkin tzontle uang uayeb uberant uberous
uberty ubiety ubiquit ubiquity ubussu uckia udal udaler udaller udalman udasi
udder uddered udderful udell udometer udometry uglifier uglify uglily ugliness
uglisome ugly ugsome ugsomely uhlan uhllo uhtsong uily uinal uintaite uintjie
uitspan ukase ukiyoye ukulele ulcer ulcerate ulcered ulcerous ulcery ulcuscle
ulema uletic ulex ulexine ulexite ulitis ulla ullage ullaged ullagone uller
ulling ulluco ulmic ulmin ulminic ulmo ulmous ulna ulnad ulnae ulnar ulnare
ulnaria uloborid uloid uloncus ulorrhea ulster ulstered ulterior ultima
ultimacy ultimata ultimate ultimity ultimo ultimum ultra ultraism ultraist
ultrared ulua uluhi ululant ululate ululu umangite umbeclad umbel umbeled
umbella umbellar umbellet umbellic umber umbilic umbilici umble umbo umbonal
umbonate umbone umbones umbonial umbonic umbonule umbra umbrae umbrage umbral
umbrally umbrel umbrella umbrette umbril umbrine umbrose umbrous umiak umiri
umlaut umph umpirage umpire umpirer umpiress umpirism umpteen umptieth umpty
umquhile unabased unabated unabject unable unably unabrupt unabsent unabsorb
unabsurd unabused unaccent unaccept unaccord unaccuse unaching unacquit unact
unacted unacting unaction unactive unactual unacute unadapt unadd unadded
unadjust unadmire unadopt unadored unadorn unadult unafeard unaffied unafire
unafloat unaflow unafraid unaged unaghast unagile unaging unagreed unaided
unaiding unailing unaimed unaiming unaired unaisled unakin unakite unal
unalarm unalert unalike unalist unalive unallied unallow unalmsed unalone
unaloud unamazed unambush unamend unamiss unamo unample unamply unamused
unanchor unaneled unangry unannex unapart unapt unaptly unarch unarched
unargued unarisen unark unarm unarmed unarray unarted unartful unary unasked
unasking unasleep unastray unatoned unattach unattire unau unavian unavowed
unawake unawaked unaware unawared unawares unaway unawed unawful unawned
unaxled unbacked unbadged unbag unbagged unbailed unbain unbait unbaited
unbaized unbaked unbale unbalked unbanded unbank unbanked unbar unbarb
unbarbed unbare unbark unbarred unbarrel unbarren unbase unbased unbasket
unbaste unbasted unbated unbathed unbating unbatted unbatten unbay unbe
unbeaded unbear unbeard unbeast unbeaten unbeaued unbecome unbed unbedded
unbefit unbefool unbeget unbeggar unbegged unbegilt unbegirt unbegot unbegun
unbeheld unbeing unbelied unbelief unbell unbelt unbench unbend unbended
unbenign unbent unbenumb unbereft unberth unbeseem unbeset unbesot unbet
unbetide unbetray unbias unbiased unbid unbidden unbigged unbilled unbillet
unbind unbirdly unbishop unbit unbiting unbitt unbitted unbitten unbitter
unblade unblamed unbled unblent unbless unblest unblind unbliss unblithe
unblock unbloody unbloom unblown unblued unblush unboat unbodied unbodily
unboding unbody unbog unboggy unboiled unbokel unbold unbolden unboldly
unbolled unbolt unbolted unbonded unbone unboned unbonnet unbonny unbooked
unboot unbooted unborder unbored unboring unborn unborne unbosom unbossed
unbottle unbottom unbought unbound unbow unbowed unbowel unbowing unbowled
unbox unboxed unboy unboyish unbrace unbraced unbraid unbran unbrand unbrave
unbraved unbraze unbreast unbreath unbred unbreech unbreezy unbrent unbrewed
unbribed unbrick unbridle unbrief unbright unbrined unbroad unbroke unbroken
unbrooch unbrown unbrute unbuckle unbud unbudded unbudged unbuffed unbuild
unbuilt unbulky unbulled unbumped unbundle unbung unbuoyed unburden unburial
unburied unburly unburn unburned unburnt unburrow unburst unbury unbush
unbusied unbusily unbusk unbuskin unbusy unbutton unbuxom unbuying unca
uncabled uncage uncaged uncake uncalk uncalked uncall uncalled uncallow uncalm
uncalmed uncalmly uncandid uncandor uncaned uncanned uncanny uncap uncapped
uncapper uncarded uncaring uncart uncarted uncarved uncase uncased uncask
uncasked uncasque uncast uncaste uncastle uncasual uncate uncaught uncaused
uncave unceased unceded unceiled uncellar uncement uncenter unchafed unchain
unchair unchance unchancy unchange uncharge uncharm unchary unchased unchaste
unchawed uncheat uncheck uncheery unchewed unchid unchided unchild unchoked
unchoral unchosen unchurch unchurn unci uncia uncial uncially unciform uncinal
uncinate uncinch uncinct uncini uncinus uncipher uncite uncited uncitied
uncity uncivic uncivil unclad unclamp unclasp unclawed unclay unclayed uncle
unclead unclean unclear uncleave uncledom uncleft unclench unclergy unclever
unclew unclick unclify unclimb unclinch uncling unclip uncloak unclog unclose
unclosed unclothe uncloud uncloudy unclout uncloven uncloyed unclub unclubby
unclutch unco uncoach uncoat uncoated uncoaxed uncock uncocked uncocted
uncodded uncoded uncoffer uncoffin uncoffle uncogent uncogged uncoif uncoifed
uncoil uncoiled uncoin uncoined uncoked uncoking uncollar uncolt uncoly
uncombed uncome uncomely uncomfy uncomic uncommon unconned uncooked uncooled
uncoop uncooped uncope uncopied uncord uncorded uncore uncored uncork uncorked
uncorker uncorned uncorner uncost uncostly uncouch uncouple uncous uncouth
uncover uncowed uncowl uncoy uncrafty uncram uncramp uncrated uncraven
uncrazed uncream uncreate uncrest uncrib uncried uncrime uncrisp uncrook
uncropt uncross uncrown uncrude uncruel uncrying unction unctious unctuose
unctuous uncubbed uncubic uncuffed uncular unculled uncumber uncupped uncurb
uncurbed uncurd uncured uncurl uncurled uncurse uncursed uncurst uncus
uncusped uncut uncuth undaily undainty undam undammed undamn undamped undared
undaring undark undarken undarned undashed undate undated undaub undaubed
undawned undazed undazing undazzle unde undead undeaf undealt undean undear
undecane undecent undecide undeck undecked undecoic undecree undecyl undeeded
undeemed undeep undefeat undefied undefine undeft undeify undelude undelve
undelved undemure unden undenied under underact underage underaid underaim
underair underarm underbed underbid underbit underbox underboy underbud
underbuy undercap undercry undercup undercut underdig underdip underdo
underdog underdot underdry undereat underer undereye underfed underfur undergo
undergod underhew underhid underhum underjaw underlap underlay underlet
underlid underlie underlip underly underlye underman undern underorb underpan
underpay underpen underpin underply underpot underpry underrun undersap
undersaw undersea undersee underset undersky undersow undertie undertow
undertub underway underwit undesert undesign undesire undevil undevout undewed
undewy undialed undid undies undieted undig undigest undigged undight undiked
undilute undim undimmed undine undined undinted undipped undirect undirk
undished undismay undo undoable undock undocked undoctor undodged undoer
undoffed undog undoing undolled undomed undon undone undonkey undoomed undoped
undose undosed undoting undotted undouble undowned undowny undrab undrag
undrape undraped undraw undrawn undreamt undreamy undreggy undress undried
undriven undrossy undrunk undry undrying undub undubbed unducal undue undug
unduke undulant undular undulate undull undulled unduloid undulose undulous
unduly undumped undunged unduped undust undusted unduty undwelt undy undye
undyed undying uneager uneagled unearly unearned unearth unease uneasily
uneasy uneaten uneath uneating unebbed unebbing unechoed unedge unedged
unedible unedibly unedited uneduced uneffete unegoist unelated unelect
unelided uneloped uneluded unemploy unempt unempty unended unending unendued
unentire unenvied unepic unequal unequine unerased unerect uneroded unerrant
unerring unespied unetched unethic unevaded uneven unevenly unevil unevoked
unexact unexempt unexiled unexotic unexpert unexuded uneye uneyed unfabled
unface unfaced unfacile unfact unfaded unfading unfagged unfailed unfain
unfaint unfair unfairly unfaith unfaked unfallen unfalse unfamed unfancy
unfanged unfanned unfar unfarced unfarmed unfast unfasten unfather unfatted
unfatten unfaulty unfealty unfeared unfeary unfecund unfed unfeeble unfeed
unfeeing unfele unfeline unfelled unfellow unfelon unfelony unfelt unfelted
unfemale unfence unfenced unfervid unfester unfeted unfetter unfeudal unfeued
unfew unfibbed unfiber unfickle unfiend unfierce unfiery unfight unfile
unfiled unfilial unfill unfilled unfilm unfilmed unfine unfined unfinish
unfinite unfired unfiring unfirm unfirmly unfiscal unfished unfit unfitly
unfitted unfitten unfitty unfix unfixed unfixing unfixity unflag unflaky
unflank unflat unflated unflawed unflayed unflead unfledge unfleece unflesh
unfleshy unflexed unflock unfloor unflorid unflossy unflower unflown unfluent
unfluid unfluked unflush unfluted unflying unfoaled unfoggy unfoiled unfold
unfolded unfolder unfond unfool unfooled unfooted unforbid unforced unforded
unforest unforged unforget unforgot unfork unforked unform unformal unformed
unfought unfoul unfouled unfound unfoxy unfrail unframe unframed unfrank
unfrayed unfree unfreed unfreely unfreeze unfret unfried unfriend unfrigid
unfrill unfringe unfrisky unfrizz unfrizzy unfrock unfrost unfrosty unfroze
unfrozen unfrugal unfruity unfueled unfull unfulled unfully unfumed unfunded
unfunny unfur unfurl unfurred unfurrow unfused unfussed unfussy unfutile
ungabled ungag ungaged ungagged ungain ungained ungainly ungaite unganged
ungarbed ungaro ungarter ungashed ungassed ungaudy ungauged ungazing ungear
ungeared ungelded ungelt ungenial ungenius ungentle ungently unget ungiant
ungibbet ungiddy ungifted ungild ungilded ungill ungilt unginned ungird
ungirded ungirdle ungirt ungirth ungive ungiven ungiving ungka unglad ungladly
unglaze unglazed unglee unglobe ungloom ungloomy unglory unglosed ungloss
unglossy unglove ungloved unglozed unglue unglued ungnaw ungnawn ungoaded
ungod ungodly ungold ungolden ungone ungood ungoodly ungored ungorge ungorged
ungospel ungot ungothic ungotten ungouged ungouty ungown ungowned ungrace
ungraced ungraded ungraft ungrain ungrand ungrasp ungrassy ungrated ungrave
ungraved ungraven ungrayed ungrazed ungreat ungreedy ungreen ungrieve ungrimed
ungrip ungripe ungross unground ungrow ungrown ungruff ungual unguard ungueal
unguent ungues unguical unguided unguiled unguilty unguinal unguis ungula
ungulae ungular ungulate unguled ungull ungulous ungulp ungum ungummed
ungutted unguyed ungyve ungyved unhabit unhacked unhad unhaft unhafted
unhailed unhair unhaired unhairer unhairy unhallow unhaloed unhalsed unhalted
unhalter unhalved unhamper unhand unhandy unhang unhanged unhap unhappen
unhappy unharbor unhard unharden unhardy unharked unharmed unharped unharsh
unhashed unhasp unhasped unhaste unhasted unhasty unhat unhate unhated
unhating unhatted unhauled unhaunt unhave unhawked unhayed unhazed unhead
unheaded unheader unheady unheal unhealed unhealth unheaped unheard unheart
unhearty unheated unheaved unheaven unheavy unhedge unhedged unheed unheeded
unheedy unheeled unhefted unheired unheld unhele unheler unhelm unhelmed
unhelmet unhelped unhelved unhemmed unheppen unherd unherded unhero unheroic
unhewed unhewn unhex unhid unhidden unhide unhigh unhinge unhinted unhipped
unhired unhissed unhit unhitch unhive unhoard unhoary unhoaxed unhobble
unhocked unhoed unhogged unhoist unhold unholily unhollow unholy unhome
unhomely unhomish unhoned unhonest unhonied unhood unhooded unhoofed unhook
unhooked unhoop unhooped unhooper unhooted unhoped unhoping unhopped unhorned
unhorny unhorse unhose unhosed unhot unhouse unhoused unhuddle unhugged unhull
unhulled unhuman unhumble unhumbly unhumid unhung unhunted unhurled unhurt
unhurted unhushed unhusk unhusked unhymned uniambic uniat uniate uniaxal
uniaxial unibasal unible unice uniced unicell unichord unicism unicist unicity
unicolor unicorn unicum unicycle unideaed unideal unidle unidly unie uniface
unifaced unific unified unifier unifilar uniflow unifocal uniform unify
unilobal unilobar unilobe unilobed unimaged unimbued unimodal unimpair unimped
uninfeft uninked uninlaid uninn uninnate uninodal uninsane unintent uninured
uninvite unio unioid union unioned unionic unionid unionism unionist unionize
unionoid unioval unipara uniped uniphase unipod unipolar unipulse unique
uniquely uniquity unireme unirenic unirhyme unironed unisexed unisoil unison
unisonal unissued unit unitage unital unitary unite united unitedly uniter
uniting unition unitism unitive unitize unitooth unitrope unitude unity
univalve universe univied univocal unjaded unjagged unjailed unjam unjarred
unjaunty unjewel unjilted unjocose unjocund unjogged unjoin unjoint unjoking
unjolly unjolted unjovial unjoyed unjoyful unjoyous unjudge unjudged unjuiced
unjuicy unjust unjustly unkamed unked unkeeled unkembed unkempt unken unkenned
unkennel unkept unket unkey unkeyed unkicked unkid unkill unkilled unkilned
unkin unkind unkindly unking unkinged unkinger unkingly unkink unkirk unkiss
unkissed unkist unknave unknew unknight unknit unknot unknotty unknow unknown
unlace unlaced unlade unladen unladled unlaid unlame unlamed unlanced unland
unlanded unlap unlapped unlapsed unlarded unlarge unlash unlashed unlasher
unlatch unlath unlathed unlauded unlaugh unlaved unlaving unlavish unlaw
unlawed unlawful unlawly unlay unlead unleaded unleaf unleafed unleaky unleal
unlean unleared unlearn unlearnt unleased unleash unleave unleaved unled
unleft unlegal unlegate unlensed unlent unless unlet unletted unlevel unlevied
unliable unlicked unlid unlidded unlie unlifted unlight unlike unliked
unlikely unliken unliking unlimb unlimber unlime unlimed unlimned unlimp
unline unlineal unlined unlink unlinked unliquid unlist unlisted unlisty unlit
unlitten unlive unlively unlivery unliving unload unloaded unloaden unloader
unloaned unloath unlobed unlocal unlock unlocked unlocker unlodge unlodged
unlofty unlogged unlogic unlonely unlook unlooked unloop unlooped unloose
unloosen unlooted unlopped unlord unlorded unlordly unlost unlotted unlousy
unlove unloved unlovely unloving unlowly unloyal unlucent unlucid unluck
unlucky unluffed unlugged unlumped unlunar unlured unlust unlusty unlute
unluted unlying unmackly unmad unmadded unmade unmagic unmaid unmail unmailed
unmaimed unmake unmaker unmalled unmalted unman unmaned unmanful unmaniac
unmanly unmanned unmanner unmantle unmapped unmarch unmarine unmarked unmarled
unmarred unmarry unmartyr unmashed unmask unmasked unmasker unmassed unmast
unmaster unmate unmated unmating unmatted unmature unmauled unmaze unmeant
unmeated unmeddle unmeek unmeekly unmeet unmeetly unmellow unmelted unmember
unmended unmenial unmental unmerge unmerged unmerry unmesh unmet unmeted
unmetric unmettle unmew unmewed unmighty unmilked unmilled unmilted unminced
unmind unminded unmined unmingle unminted unmired unmiry unmisled unmissed
unmist unmiter unmix unmixed unmoaned unmoated unmobbed unmocked unmodel
unmodern unmodest unmodish unmoiled unmoist unmold unmolded unmoldy unmolten
unmonkly unmoor unmoored unmooted unmopped unmoral unmorbid unmorose unmortal
unmossed unmount unmoved unmoving unmowed unmown unmudded unmuddle unmuddy
unmuffle unmulish unmulled unmusked unmussed unmusted unmuted unmutual
unmuzzle unnabbed unnagged unnail unnailed unnaked unname unnamed unnapped
unnarrow unnation unnative unnature unneaped unneared unnearly unneat unneatly
unneeded unneedy unnegro unnerve unnerved unnest unnestle unneth unnethe
unnethes unnethis unnetted unnew unnewly unnibbed unnice unnicely unniched
unnicked unnigh unnimbed unnimble unnimbly unnipped unnoble unnobly unnoised
unnoosed unnormal unnose unnosed unnoted unnotify unnoting unnovel unoared
unobese unobeyed unocular unode unodious unoffset unoften unogled unoil
unoiled unoiling unoily unold unomened unopaque unoped unopen unopened
unopenly unopined unorbed unordain unorder unorn unornate unornly unovert
unowed unowing unown unowned unpaced unpack unpacked unpacker unpadded unpagan
unpaged unpaid unpained unpaint unpaired unpale unpaled unpalled unpalped
unpanel unpanged unpapal unpaper unparcel unparch unpardon unpared unparfit
unpark unparked unparrel unparsed unparted unparty unpass unpassed unpaste
unpasted unpastor unpatent unpathed unpatted unpaunch unpave unpaved unpaving
unpawed unpawn unpawned unpaying unpeace unpealed unpecked unpeel unpeeled
unpeered unpeg unpelted unpen unpenal unpenned unpent unpeople unperch unpetal
unphased unpick unpicked unpiece unpieced unpiety unpile unpiled unpilled
unpin unpining unpinion unpinked unpinned unpious unpiped unpiqued unpitied
unpitted unplace unplaced unplacid unplaid unplain unplait unplan unplaned
unplank unplant unplat unplated unplayed unpleat unpliant unplied unplough
unplow unplowed unplug unplumb unplume unplumed unplump unplunge unpocket
unpodded unpoetic unpoise unpoised unpoison unpoled unpolish unpolite unpolled
unpooled unpope unporous unportly unposed unposing unposted unpot unpotted
unpoured unpower unpraise unpray unprayed unpreach unpretty unpriced unpriest
unprim unprime unprimed unprince unprint unprison unprized unprobed unproded
unprofit unprolix unprop unproper unproud unproved unproven unpruned unprying
unpublic unpucker unpuffed unpulled unpulped unpumped unpure unpurely unpurged
unpurled unpurse unpursed unpushed unput unputrid unpuzzle unquayed unqueen
unquick unquiet unquit unquote unquoted unraced unrack unracked unraided
unrailed unrainy unraised unrake unraked unraking unram unrammed unramped
unrancid unrandom unrank unranked unraped unrare unrash unrasped unrated
unravel unraving unray unrayed unrazed unread unready unreal unreally unreaped
unreared unreason unreave unrebel unrecent unrecked unreckon unred unreduct
unreefed unreel unreeled unreeve unrefine unregal unregard unrein unreined
unremote unrent unrented unrepaid unrepair unrepent unrepose unrest unrested
unresty unretted unrhyme unrhymed unribbed unrich unriched unricht unricked
unrid unridden unriddle unride unridely unridged unrife unrifled unrifted
unrig unrigged unright unrigid unrind unring unringed unrinsed unrioted unrip
unripe unriped unripely unripped unrisen unrising unrisked unrisky unritual
unrived unriven unrivet unroaded unroast unrobbed unrobe unrobed unrobust
unrocked unrococo unrodded unroiled unroll unrolled unroller unroof unroofed
unroomy unroost unroot unrooted unrope unroped unrosed unroted unrotted
unrotten unrotund unrouged unrough unround unroused unrouted unrove unroved
unroving unrow unrowed unroyal unrubbed unrueful unruffed unruffle unrugged
unruined unrule unruled unrulily unruly unrumple unrun unrung unrural unrushed
unrust unrusted unrustic unruth unsabled unsabred unsack unsacked unsacred
unsad unsadden unsaddle unsafe unsafely unsafety unsage unsaid unsailed
unsaint unsaline unsalt unsalted unsalved unsanded unsane unsanity unsapped
unsappy unsash unsashed unsated unsatin unsatire unsauced unsaved unsaving
unsavory unsawed unsawn unsay unscale unscaled unscaly unscanty unscarb
unscarce unscared unscenic unscent unschool unscored unscotch unscreen unscrew
unseal unsealed unsealer unseam unseamed unseared unseason unseat unseated
unsecret unsecure unsedate unseduce unsee unseeded unseeing unseemly unseen
unseized unseldom unselect unself unsense unsensed unsent unserene unserved
unset unsettle unsevere unsew unsewed unsewing unsewn unsex unsexed unsexing
unsexual unshade unshaded unshadow unshady unshaken unshaled unshamed unshape
unshaped unshapen unshared unsharp unshaved unshaven unshawl unsheaf unshed
unsheet unshell unshelve unshewed unshifty unship unshod unshoe unshoed unshop
unshore unshored unshorn unshort unshot unshoved unshowed unshown unshowy
unshrew unshrewd unshrill unshrine unshrink unshroud unshrunk unshut unshy
unshyly unsick unsicker unsickly unsided unsiding unsiege unsifted unsight
unsigned unsilent unsilly unsimple unsin unsinew unsinewy unsinful unsing
unsinged unsingle unsiphon unsipped unsister unsized unskewed unskin unslack
unslain unslaked unslate unslated unslave unsleek unsleepy unsleeve unslept
unsliced unsling unslip unslit unsloped unslot unslow unsluice unslung unsly
unsmart unsmiled unsmoked unsmoky unsmooth unsmote unsmutty unsnaky unsnap
unsnare unsnared unsnarl unsnatch unsneck unsnib unsnow unsoaked unsoaped
unsober unsocial unsocket unsodden unsoft unsoggy unsoil unsoiled unsolar
unsold unsolder unsole unsoled unsolemn unsolid unsolved unsomber unsombre
unsome unson unsonant unsonsy unsooty unsordid unsore unsorry unsort unsorted
unsotted unsought unsoul unsound unsour unsoured unsoused unsowed unsown
unspaced unspaded unspan unspar unspared unsparse unspayed unspeak unsped
unspeed unspeedy unspell unspelt unspent unspewed unsphere unspiced unspicy
unspied unspike unspin unspiral unspired unspirit unspit unspited unsplit
unspoil unspoken unspongy unspot unspread unspring unsprung unspun unspying
unsquare unsquire unstable unstably unstack unstaged unstagy unstaid unstain
unstaled unstanch unstar unstarch unstate unstated unstatic unstaved unstayed
unsteady unsteck unsteel unsteep unstep unstern unstewed unstick unsticky
unstill unsting unstitch unstock unstoic unstoked unstoken unstolen unstone
unstoned unstony unstop unstore unstored unstormy unstout unstoved unstow
unstowed unstrain unstrand unstrap unstrewn unstrike unstring unstrip unstrong
unstrung unstuck unstuff unstung unstupid unsty unstyled unsubtle unsubtly
unsucked unsued unsugary unsuit unsuited unsulky unsullen unsultry unsummed
unsun unsung unsunk unsunken unsunned unsunny unsupped unsupple unsure
unswathe unswayed unswear unsweat unsweet unswell unswept unswing unswivel
unsworn unswung untabled untack untacked untackle untagged untailed untaint
untaken untaking untalked untall untame untamed untamely untangle untanned
untap untaped untapped untar untarred untasked untaste untasted untasty
untaught untaut untawdry untawed untax untaxed untaxing unteach unteam
unteamed unteased untedded unteem untell untemper untenant untended untender
untense untent untented untenty untested untether untewed unthank unthatch
unthaw unthawed unthick unthink unthorn unthorny unthrall unthread unthrid
unthrift unthrob unthrone unthrown unthrust untidal untidily untidy untie
untied untight until untile untiled untill untilled untilt untilted untimed
untimely untin untinct untine untinged untinned untinted untipped untipt
untire untired untiring untithed untitled unto untogaed untoggle untoiled
untold untomb untombed untone untoned untooled untooth untop untopped untorn
untorpid untorrid untossed untouch untough untoured untoward untown untrace
untraced untraded untragic untrain untrance untread untreed untress untribal
untriced untried untrig untrill untrim untripe untrite untrod untrowed
untruant untruck untrue untruism untruly untruss untrust untrusty untruth
untrying untubbed untuck untucked untufted untugged untumid untune untuned
untuning untupped unturbid unturf unturfed unturgid unturn unturned untusked
untwine untwined untwirl untwist untying untz unugly unultra ununited unupset
unurban unurbane unurged unurgent unurging unurn unurned unusable unusably
unuse unused unuseful unusual unvacant unvain unvalid unvalue unvalued
unvamped unvaried unvassal unvatted unveil unveiled unveiler unveined unvended
unvenged unvenial unvenom unvented unvenued unverity unversed unvessel unvest
unvested unvetoed unvexed unviable unvicar unviewed unvinous unvirgin unvirile
unvirtue unvision unvisor unvital unvivid unvizard unvocal unvoice unvoiced
unvoided unvote unvoted unvoting unvowed unvulgar unwadded unwaded unwading
unwafted unwaged unwagged unwailed unwaited unwaked unwaking unwalked unwall
unwalled unwallet unwan unwaning unwanted unwanton unware unwarely unwarily
unwarm unwarmed unwarn unwarned unwarp unwarped unwary unwashed unwasted
unwater unwatery unwaved unwaving unwax unwaxed unwayed unweaken unweal
unweaned unweapon unweary unweave unweb unwebbed unwed unwedded unwedge
unwedged unweeded unweel unweened unweft unweight unweld unwelded unwell
unwelted unwept unwet unwetted unwheel unwhig unwhip unwhite unwhited unwield
unwieldy unwifed unwifely unwig unwigged unwild unwilily unwill unwilled
unwilted unwily unwind unwindy unwinged unwinter unwintry unwiped unwire
unwired unwisdom unwise unwisely unwish unwished unwist unwitch unwitted
unwitty unwive unwived unwoeful unwoful unwoman unwomb unwon unwonder unwonted
unwooded unwooed unwoof unwooly unwordy unwork unworked unworker unworld
unwormed unwormy unworn unworth unworthy unwound unwoven unwrap unwrench
unwrit unwrite unwrung unyeaned unyoke unyoked unyoking unyoung unze unzen
unzone unzoned upaisle upalley upalong uparch uparise uparm uparna upas
upattic upavenue upbank upbar upbay upbear upbearer upbeat upbelch upbelt
upbend upbid upbind upblast upblaze upblow upboil upbolt upboost upborne
upbotch upbound upbrace upbraid upbray upbreak upbred upbreed upbreeze upbrim
upbring upbroken upbrook upbrow upbubble upbuild upbuoy upburn upburst upbuy
upcall upcanal upcanyon upcarry upcast upcatch upcaught upchoke upchuck upcity
upclimb upclose upcloser upcoast upcock upcoil upcolumn upcome upcoming
upcourse upcover upcrane upcrawl upcreek upcreep upcrop upcrowd upcry upcurl
upcurve upcut updart update updeck updelve updive updo updome updraft updrag
updraw updrink updry upeat upend upeygan upfeed upfield upfill upflame upflare
upflash upflee upfling upfloat upflood upflow upflower upflung upfly upfold
upfollow upframe upfurl upgale upgang upgape upgather upgaze upget upgird
upgirt upgive upglean upglide upgo upgorge upgrade upgrave upgrow upgrowth
upgully upgush uphand uphang upharbor upharrow uphasp upheal upheap upheaval
upheave upheaven upheld uphelm uphelya upher uphill uphoard uphoist uphold
upholden upholder uphung uphurl upisland upjerk upjet upkeep upkindle upknell
upknit upla upladder uplaid uplake upland uplander uplane uplay uplead upleap
upleg uplick uplift uplifted uplifter uplight uplimb uplimber upline uplock
uplong uplook uplooker uploom uploop uplying upmaking upmast upmix upmost
upmount upmove upness upon uppard uppent upper upperch uppercut upperer
upperest uppers uppile upping uppish uppishly uppity upplough upplow uppluck
uppoint uppoise uppop uppour uppowoc upprick upprop uppuff uppull uppush
upquiver upraisal upraise upraiser upreach uprear uprein uprend uprender
uprest uprid upridge upright uprights uprip uprisal uprise uprisen upriser
uprising uprist uprive upriver uproad uproar uproom uproot uprootal uprooter
uprose uprouse uproute uprun uprush upsaddle upscale upscrew upseal upseek
upseize upsend upset upsettal upsetted upsetter upsey upshaft upshear upsheath
upshoot upshore upshot upshove upshut upside upsides upsiloid upsilon upsit
upsitten upslant upslip upslope upsmite upsnatch upsoak upsoar upsolve upspeak
upspear upspeed upspew upspin upspire upsplash upspout upspread upspring
upsprout upspurt upstaff upstage upstair upstairs upstamp upstand upstare
upstart upstate upstater upstay upsteal upsteam upstem upstep upstick upstir
upstream upstreet upstrike upstrive upstroke upsuck upsun upsup upsurge
upswarm upsway upsweep upswell upswing uptable uptake uptaker uptear uptemper
uptend upthrow upthrust uptide uptie uptill uptilt uptorn uptoss uptower
uptown uptowner uptrace uptrack uptrail uptrain uptree uptrend uptrill uptrunk
uptruss uptube uptuck upturn uptwined uptwist upupoid upvalley upvomit upwaft
upwall upward upwardly upwards upwarp upwax upway upways upwell upwent upwheel
upwhelm upwhir upwhirl upwind upwith upwork upwound upwrap upwrench upwring
upyard upyoke urachal urachus uracil uraemic uraeus ural urali uraline uralite
uralitic uralium uramido uramil uramilic uramino uran uranate uranic uraniid
uranin uranine uranion uranism uranist uranite uranitic uranium uranotil
uranous uranyl uranylic urao urare urari urase urate uratemia uratic uratoma
uratosis uraturia urazine urazole urbacity urban urbane urbanely urbanism
urbanist urbanite urbanity urbanize urbarial urbian urbic urbify urbinate
urceolar urceole urceoli urceolus urceus urchin urchinly urde urdee urea ureal
urease uredema uredine uredinia uredo ureic ureid ureide ureido uremia uremic
urent uresis uretal ureter ureteral ureteric urethan urethane urethra urethrae
urethral uretic ureylene urfirnis urge urgence urgency urgent urgently urger
urging urgingly urheen urial uric uricemia uricemic urinal urinant urinary
urinate urinator urine urinemia urinose urinous urite urlar urled urling
urluch urman urna urnae urnal urnful urning urnism urnlike urnmaker urobilin
urocanic urocele urocerid urochord urocyst urodaeum urodelan urodele urodynia
uroedema urogenic urogram urohyal urolith urologic urology urolytic uromancy
uromelus uromere uromeric urometer uronic urophein uropod uropodal uropsile
urorrhea urorubin uroscopy urosis urosome urostea urostege urosteon urostyle
urotoxia urotoxic urotoxin urotoxy uroxanic uroxin urradhus urrhodin ursal
ursicide ursiform ursigram ursine ursoid ursolic urson ursone ursuk urtica
urticant urticate urticose urtite urubu urucu urucuri uruisg urunday urus
urushi urushic urushiol urushiye urva usable usage usager usance usar usara
usaron usation used usedly usedness usednt usee useful usefully usehold
useless usent user ushabti ushabtiu usher usherdom usherer usheress usherian
usherism usings usitate usnea usneoid usnic usninic usque usself ussels
usselven uster ustion ustulate usual usualism usually usuary usucapt usufruct
usure usurer usuress usurious usurp usurper usurping usurpor usury usward
uswards utahite utai utas utch utchy utees utensil uteri uterine uteritis
uterus utick utile utility utilize utilizer utinam utmost utopia utopian
utopiast utopism utopist utricle utricul utriform utrubi utrum utsuk utter
utterer utterly utum uturuncu uval uvalha uvanite uvate uvea uveal uveitic
uveitis uveous uvic uvid uviol uvitic uvitinic uvito uvitonic uvrou uvula
uvulae uvular uvularly uvulitis uvver uxorial uxorious uzan uzara uzarin
uzaron vaagmer vaalite vacabond vacancy vacant vacantly vacantry vacate
vacation vacatur vaccary vaccenic vaccina vaccinal vaccine vaccinee vaccinia
vache vachette vacoa vacona vacoua vacouf vacual vacuate vacuefy vacuist
vacuity vacuolar vacuole vacuome vacuous vacuum vacuuma vade vadimony vadium
vadose vady vagabond vagal vagarian vagarish vagarist vagarity vagary vagas
vage vagiform vagile vagina vaginal vaginant vaginate vaginula vaginule
vagitus vagogram vagotomy vagrance vagrancy vagrant vagrate vagrom vague
vaguely vaguish vaguity vagulous vagus vahine vail vailable vain vainful
vainly vainness vair vairagi vaire vairy vaivode vajra vakass vakia vakil
valance valanced valanche vale valence valency valent valeral valerate
valerian valeric valerin valerone valeryl valet valeta valetage valetdom
valetism valetry valeur valeward valgoid valgus valhall vali valiance valiancy
valiant valid validate validity validly valine valise valiship vall vallancy
vallar vallary vallate vallated valley vallidom vallis vallum valonia valor
valorize valorous valse valsoid valuable valuably valuate valuator value
valued valuer valuta valva valval valvate valve valved valvelet valveman
valvula valvular valvule valyl valylene vambrace vamfont vammazsa vamoose vamp
vamped vamper vamphorn vampire vampiric vamplate vanadate vanadic vanadium
vanadous vanadyl vane vaned vaneless vanelike vanfoss vang vangee vangeli
vanglo vanguard vanilla vanillal vanille vanillic vanillin vanillon vanillyl
vanish vanisher vanitied vanity vanman vanmost vanner vannet vanquish vansire
vantage vanward vapid vapidism vapidity vapidly vapor vaporary vaporate
vapored vaporer vaporing vaporish vaporium vaporize vaporose vaporous vapory
vapulary vapulate vara varahan varan varanid vardapet vardy vare varec vareuse
vargueno vari variable variably variance variancy variant variate variator
varical varices varicoid varicose varicula varied variedly varier varietal
variety variform variola variolar variole variolic variorum various varisse
varix varlet varletry varletto varment varna varnish varnishy varsha varsity
varus varve varved vary vasa vasal vascular vasculum vase vaseful vaselet
vaselike vasewise vasework vasicine vasiform vasotomy vasquine vassal vassalic
vassalry vast vastate vastily vastity vastly vastness vasty vasu vatful vatic
vaticide vatmaker vatman vatter vaudy vault vaulted vaulter vaulting vaulty
vaunt vauntage vaunted vaunter vauntery vauntful vaunting vaunty vauxite
vavasor vavasory vaward veal vealer veallike vealskin vealy vectigal vection
vectis vector vecture vedana vedette vedika vedro veduis veen veep veer
veerable veery vegasite vegetal vegetant vegetate vegete vegetism vegetive
vehement vehicle veigle veil veiled veiledly veiler veiling veilless veillike
veily vein veinage veinal veined veiner veinery veining veinless veinlet
veinous veinule veinulet veinwise veinwork veiny vejoces vela velal velamen
velar velaric velarium velarize velary velate velated velation velatura
veldman veldt velic veliform veliger vell vellala velleda velleity vellinch
vellon vellum vellumy velo velocity velours velte velum velumen velure
velveret velvet velveted velvetry velvety venada venal venality venalize
venally venatic venation venator venatory vencola vend vendace vendee vender
vendetta vendible vendibly vending venditor vendor vendue veneer veneerer
venenate venene venenous veneral venerant venerate venereal venerer venerial
venery venesect venesia vengeant vengeful venger venial venially venie venin
veniplex venison vennel venner venom venomed venomer venomize venomly venomous
venomy venosal venose venosity venous venously vent ventage ventail venter
venthole ventil ventless ventose ventrad ventral ventric ventrine ventrose
venture venturer venue venula venular venule venulose venust venville vera
veracity veranda veratral veratria veratric veratryl verb verbal verbally
verbasco verbate verbatim verbena verbene verbiage verbid verbify verbile
verbless verbose verbous verby verchok verd verdancy verdant verdea verdelho
verderer verdet verdict verdin verditer verdoy verdun verdure verdured
verecund verek verge vergence vergency vergent verger vergery vergi verglas
veri veridic veridity verifier verify verily verine verism verist veristic
verite veritism veritist verity verjuice vermeil vermetid vermian vermicle
vermin verminal verminer verminly verminy vermis vermix vermorel vermouth
vernacle vernal vernally vernant vernier vernile vernin vernine vernonin verre
verrel verruca verruga versable versal versant versate verse versed verselet
verseman verser verset versette versicle versify versine version versipel
verso versor verst versta versual versus vert vertebra vertebre vertex
vertible vertical vertices verticil vertigo veruled vervain verve vervel
verveled vervelle vervenia vervet very vesania vesanic vesbite vesicae vesical
vesicant vesicate vesicle vesicule veskit vespal vesper vesperal vespers
vespery vespiary vespid vespine vespoid vessel vesseled vest vestal vestalia
vestee vester vestiary vestige vesting vestlet vestment vestral vestrify
vestry vestuary vestural vesture vesturer vesuvian vesuvite vesuvius veta
vetanda vetch vetchy veteran vetitive vetivene vetiver vetivert veto vetoer
vetoism vetoist vetust vetusty veuve vexable vexation vexatory vexed vexedly
vexer vexful vexil vexillar vexillum vexingly vext viable viaduct viagram
viagraph viajaca vial vialful vialogue viameter viand viander viatic viatica
viatical viaticum viator vibex vibgyor vibix vibrance vibrancy vibrant vibrate
vibrato vibrator vibrioid vibrion vibrissa vibronic viburnic viburnin vicar
vicarage vicarate vicaress vicarial vicarian vicarly vice viceless vicelike
vicenary viceroy vicety vicianin vicilin vicinage vicinal vicine vicinity
vicious vicoite victim victless victor victory victress victrix victrola
victual victuals vicuna viddui videndum video vidette vidonia vidry viduage
vidual vidually viduate viduated viduine viduity viduous vidya vielle vier
vierling viertel view viewable viewably viewer viewless viewly viewsome
viewster viewy vifda viga vigia vigil vigilant vigilate vigneron vignette
vignin vigonia vigor vigorist vigorous vihara vihuela vijao viking vila
vilayet vile vilely vileness vilicate vilifier vilify vilipend vility vill
villa villadom village villager villaget villagey villain villainy villakin
villar villate villatic ville villein villitis villoid villose villous villus
vimana vimen vimful viminal vina vinage vinagron vinal vinasse vinata vincent
vincible vincibly vincular vinculum vindex vindhyan vine vinea vineal vineatic
vined vinegar vinegary vineity vineland vineless vinelet vinelike viner vinery
vinewise vineyard vinic vinifera vinny vino vinolent vinology vinose vinosity
vinous vinously vinquish vint vinta vintage vintager vintem vintener vintlite
vintner vintnery vintress vintry viny vinyl vinylene vinylic viol viola
violable violably violal violanin violate violater violator violence violent
violer violet violette violety violin violina violine violist violon violone
violotta violuric viper viperan viperess viperian viperid viperine viperish
viperoid viperous vipery viqueen viragin virago viral vire virelay viremia
viremic virent vireo virga virgal virgate virgated virgater virgilia virgin
virginal virginly virgula virgular virgule virial viricide virid viridene
viridian viridine viridite viridity virific virify virile virilely virilify
virilism virilist virility virl virole viroled virology viron virose virosis
virous virtu virtual virtue virtued virtuefy virtuosa virtuose virtuosi
virtuoso virtuous virucide viruela virulent virus visa visage visaged visarga
viscacha viscera visceral viscid viscidly viscin viscose viscount viscous
viscus vise viseman visible visibly visie visile vision visional visioned
visioner visionic visit visita visitant visite visitee visiter visiting
visitor visitrix visive visne vison visor vista vistaed vistal visto visual
visually vita vital vitalic vitalism vitalist vitality vitalize vitally vitals
vitamer vitamin vitapath vitasti vitellin vitellus vitiable vitiate vitiated
vitiator vitiligo vitium vitrage vitrail vitrain vitraux vitreal vitrean
vitrella vitreous vitreum vitric vitrics vitrify vitrine vitriol vitrite
vitrous vitta vittate vitular vituline viuva viva vivacity vivarium vivary
vivax vive vively vivency viver vivers vives vivid vividity vividly vivific
vivifier vivify vivipary vivisect vixen vixenish vixenly vizard vizarded
vizier vlei voar vocable vocably vocal vocalic vocalion vocalise vocalism
vocalist vocality vocalize vocaller vocally vocate vocation vocative vocular
vocule vodka voet voeten vogesite voglite vogue voguey voguish voice voiced
voiceful voicelet voicer voicing void voidable voidance voided voidee voider
voiding voidless voidly voidness voile voivode volable volage volant volantly
volar volata volatic volatile volation volcan volcanic volcano vole volency
volent volently volery volet volitant volitate volition volitive volley
volleyer volost volplane volsella volt voltage voltaic voltaism voltaite
voltize voltzite voluble volubly volume volumed volumist volupt voluptas
volupty voluta volutate volute voluted volutin volution volutoid volva volvate
volvelle volvent volvulus vomer vomerine vomica vomicine vomit vomiter
vomiting vomition vomitive vomito vomitory vomiture vomitus vondsira voodoo
voracity vorago vorant vorhand vorpal vortex vortical vorticel vortices vota
votable votal votally votaress votarist votary votation vote voteen voteless
voter voting votive votively votress vouch vouchee voucher vouge voussoir
vowed vowel vowelish vowelism vowelist vowelize vowely vower vowess vowless
vowmaker voyage voyager voyance voyeur vraic vraicker vrbaite vriddhi vrother
vuggy vulgar vulgare vulgarly vulgate vulgus vuln vulnific vulnose vulpic
vulpine vulsella vulture vulturn vulva vulval vulvar vulvate vulvitis vying
vyingly waag waapa waar wabber wabble wabbly wabby wabe wabeno wabster wacago
wace wachna wack wacke wacken wacker wacky waddent wadder wadding waddler
waddling waddly waddy wade wadeable wader wadi wading wadingly wadlike
wadmaker wadmal wadmeal wadna wadset waeg waer waesome waesuck wafer waferer
waferish wafery waff waffle wafflike waffly waft waftage wafter wafture wafty
wagaun wagbeard wage waged wagedom wageless wager wagerer wagering wages
wagesman wagework waggable waggably waggel wagger waggery waggie waggish
waggle waggling waggly waggy waglike wagling wagon wagonage wagoner wagoness
wagonful wagonman wagonry wagonway wagsome wagtail wagwag wagwants wagwit
wahahe wahine wahoo waiata waif waik waikly waikness wail wailer wailful
wailsome waily wain wainage wainbote wainer wainful wainman wainrope wainscot
waipiro wairch waird wairepo wairsh waise waist waisted waister waisting wait
waiter waiting waitress waivatua waive waiver waivery waivod waiwode wajang
waka wakan wake wakeel wakeful wakeless waken wakener wakening waker wakes
waketime wakf wakif wakiki waking wakingly wakiup wakken wakon wakonda waky
walahee waldhorn wale waled waler walewort wali waling walk walkable walkaway
walker walking walkist walkmill walkout walkover walkrife walkside walksman
walkway walkyrie wall wallaba wallaby wallah wallaroo wallbird walled waller
wallet walleye walleyed wallful wallhick walling wallise wallless wallman
walloon wallop walloper wallow wallower wallwise wallwork wallwort wally
walnut walrus walsh walt walter walth waltz waltzer walycoat wamara wambais
wamble wambling wambly wame wamefou wamel wammikin wamp wampee wample wampum
wampus wamus wand wander wanderer wanderoo wandery wandle wandlike wandoo
wandsman wandy wane waned waneless wang wanga wangala wangan wanghee wangle
wangler wangrace wanhope wanhorn wanigan waning wankapin wankle wankly wanle
wanly wanner wanness wannish wanny wanrufe wansonsy want wantage wanter
wantful wanthill wanting wantless wanton wantoner wantonly wantwit wanty
wanwordy wanworth wany wapacut wapatoo wapiti wapp wapper wapping warabi
waratah warble warbled warbler warblet warbling warbly warch warcraft ward
wardable wardage wardapet warday warded warden wardency wardenry warder
warderer warding wardite wardless wardlike wardmaid wardman wardmote wardress
wardrobe wardroom wardship wardsman wardwite ware warehou wareless wareman
wareroom warf warfare warfarer warful warily wariness waringin warish warison
wark warl warless warlike warlock warluck warly warm warmable warman warmed
warmedly warmer warmful warming warmish warmly warmness warmouth warmth warmus
warn warnel warner warning warnish warnoth warnt warp warpable warpage warped
warper warping warplane warple warplike warproof warpwise warragal warran
warrand warrant warranty warratau warree warren warrener warrer warrin warrior
warrok warsaw warse warsel warship warsle warsler warst wart warted wartern
warth wartime wartless wartlet wartlike wartweed wartwort warty warve warwards
warwolf warworn wary wasabi wase wasel wash washable washaway washbowl
washbrew washday washdish washdown washed washen washer washery washhand
washin washing washland washmaid washman washoff washout washpot washrag
washroad washroom washshed washtail washtray washtub washway washwork washy
wasnt wasp waspen wasphood waspily waspish wasplike waspling waspy wassail
wassie wast wastable wastage waste wasted wasteful wastel wasteman waster
wasting wastland wastrel wastrife wasty watap watch watchcry watchdog watched
watcher watchful watching watchman watchout water waterage waterbok watercup
waterdoe watered waterer waterie waterily watering waterish waterlog waterman
waterpot waterway watery wath watt wattage wattape wattle wattled wattless
wattling wattman wauble wauch wauchle waucht wauf waugh waughy wauken waukit
waukrife waul waumle wauner wauns waup waur wauregan wauve wavable wavably
wave waved waveless wavelet wavelike wavemark wavement waver waverer wavering
waverous wavery waveson waveward wavewise wavey wavicle wavily waviness waving
wavingly wavy wawa wawah waxberry waxbill waxbird waxbush waxen waxer waxily
waxiness waxing waxingly waxlike waxmaker waxman waxweed waxwing waxwork waxy
wayaka wayang wayback wayberry waybill waybird waybook waybread waybung
wayfare wayfarer waygang waygate waygoing waygone waygoose wayhouse waying
waylaid waylay waylayer wayleave wayless waymaker wayman waymark waymate
waypost ways wayside waysider waythorn wayward waywiser waywode wayworn
waywort weak weaken weakener weakfish weakish weakling weakly weakness weaky
weal weald wealth wealthy weam wean weanable weanel weaner weanling weanyer
weapon weaponed weaponry wear wearable wearer wearied wearier weariful wearily
wearing wearish weary wearying weasand weasel weaselly weaser weason weather
weathery weavable weave weaved weaver weaving weazen weazened weazeny webbed
webber webbing webby weber webeye webfoot webless weblike webmaker webster
webwork webworm wecht wedana wedbed wedded weddedly wedder wedding wede wedge
wedged wedger wedging wedgy wedlock wedset weeble weed weeda weedable weedage
weeded weeder weedery weedful weedhook weedish weedless weedlike weedling
weedow weedy week weekday weekend weekly weekwam weel weelfard weemen ween
weendigo weeness weening weenong weeny weep weepable weeper weepered weepful
weeping weeps weepy weesh weeshy weet weetbird weetless weever weevil weeviled
weevily weewow weeze weft weftage wefted wefty wegotism wehrlite weigh
weighage weighbar weighed weigher weighin weighing weighman weight weighted
weighty weir weird weirdful weirdish weirdly weiring weism weissite wejack
weka wekau wekeen weki welcome welcomer weld weldable welder welding weldless
weldment weldor welfare welk welkin well wellat wellaway wellborn wellcurb
wellhead wellhole welling wellish wellman wellnear wellness wellring wellside
wellsite welly wellyard wels welsh welsher welsium welt welted welter welting
wemless wench wencher wend wende wene wennish wenny went wenzel wept were
werebear werecalf werefolk werefox werent werewolf werf wergil weri wert
wervel wese weskit west westaway weste wester westerly western westing
westland westmost westness westward westy weta wetback wetbird wetched wetchet
wether wetly wetness wettable wetted wetter wetting wettish weve wevet whabby
whack whacker whacking whacky whale whaledom whaleman whaler whalery whaling
whalish whally whalm whalp whaly wham whamble whame whammle whamp whampee
whample whan whand whang whangam whangee whanghee whank whap whappet whapuka
whapukee whapuku whar whare whareer wharf wharfage wharfing wharfman wharfrae
wharl wharp wharry whart wharve whase whasle what whata whatever whatkin
whatlike whatna whatness whatnot whatreck whats whatso whatten whau whauk
whaup whaur whauve wheal whealy wheam wheat wheatear wheaten wheaty whedder
whee wheedle wheedler wheel wheelage wheelbox wheeldom wheeled wheeler
wheelery wheeling wheelman wheelway wheely wheem wheen wheencat wheenge wheep
wheeple wheer wheesht wheetle wheeze wheezer wheezily wheezle wheezy wheft
whein whekau wheki whelk whelked whelker whelky whelm whelp whelpish whelve
whemmel when whenas whence wheneer whenever whenness whenso where whereas
whereat whereby whereer wherefor wherein whereof whereon whereout whereso
whereto whereup wherever wherret wherrit wherry whet whether whetile whetrock
whetter whew whewer whewl whewt whey wheyey wheyface wheyish wheylike wheyness
whiba which whichway whick whicken whicker whid whidah whidder whiff whiffer
whiffet whiffle whiffler whiffy whift whig whigship whikerby while whileen
whilere whiles whilie whilk whill whilly whilock whilom whils whilst whilter
whim whimble whimbrel whimling whimmy whimper whimsey whimsic whimsied
whimwham whin whinchat whincow whindle whine whiner whing whinge whinger
whinnel whinner whinnock whinny whiny whinyard whip whipbird whipcat whipcord
whipjack whipking whiplash whiplike whipman whippa whipped whipper whippet
whipping whippost whippy whipsaw whipship whipster whipt whiptail whiptree
whipwise whipworm whir whirken whirl whirled whirler whirley whirlgig whirling
whirlwig whirly whirret whirrey whirroo whirry whirtle whish whisk whisker
whiskery whiskey whiskful whiskied whisking whisky whisp whisper whispery
whissle whist whister whistle whistler whistly whit white whitecap whitecup
whited whitely whiten whitener whitepot whites whitetip whitetop whither
whiting whitish whitling whitlow whitrack whits whitster whittaw whitten
whitter whittle whittler whittret whity whiz whizgig whizzer whizzing whizzle
whoa whodunit whoever whole wholly whom whomble whomever whomso whone whoo
whoof whoop whoopee whooper whooping whoops whoosh whop whopper whopping
whorage whore whoredom whoreson whorish whorl whorled whorly whort whortle
whose whosen whosever whud whuff whuffle whulk whulter whummle whun whup whush
whuskie whussle whute whuther whutter whuz whyever whyfor whyness whyo wice
wicht wichtje wick wickawee wicked wickedly wicken wicker wickerby wicket
wicking wickiup wickless wickup wicky wicopy widbin widder widdifow widdle
widdy wide widegab widely widen widener wideness widework widgeon widish widow
widowed widower widowery widowish widowly widowman widowy width widthway widu
wield wielder wieldy wiener wienie wife wifecarl wifedom wifehood wifeism
wifekin wifeless wifelet wifelike wifeling wifelkin wifely wifeship wifeward
wifie wifiekie wifish wifock wigan wigdom wigful wigged wiggen wigger wiggery
wigging wiggish wiggism wiggle wiggler wiggly wiggy wight wightly wigless
wiglet wiglike wigmaker wigtail wigwag wigwam wiikite wild wildbore wildcat
wilded wilder wildfire wildfowl wilding wildish wildlife wildlike wildling
wildly wildness wildsome wildwind wile wileful wileless wilga wilgers wilily
wiliness wilk wilkeite wilkin will willable willawa willed willer willet
willey willeyer willful willie willier willies willing williwaw willness
willock willow willowed willower willowy willy willyard willyart willyer
wilsome wilt wilter wily wimberry wimble wimbrel wime wimick wimple winberry
wince wincer wincey winch wincher winchman wincing wind windable windage
windbag windball windbore winddog winded windedly winder windfall windfirm
windfish windflaw windgall windhole windigo windily winding windlass windle
windles windless windlike windlin windling windmill windock windore window
windowy windpipe windring windroad windroot windrow windup windward windway
windy wine wineball wined wineless winelike winemay winepot winer winery
wineshop wineskin winesop winetree winevat winful wing wingable wingbeat
wingcut winged wingedly winger wingfish wingle wingless winglet winglike
wingman wingpost wingseed wingstem wingy winish wink winkel winker winkered
winking winkle winklet winly winna winnable winnard winnel winner winning
winnings winnle winnow winnower winrace winrow winsome wint winter wintered
winterer winterly wintle wintrify wintrily wintrish wintrous wintry winy winze
winzeman wipe wiper wippen wips wirable wirble wird wire wirebar wirebird
wired wiredraw wirehair wireless wirelike wireman wirepull wirer wirespun
wiretail wireway wireweed wirework wireworm wirily wiriness wiring wirl
wirling wirr wirra wirrah wiry wisdom wise wiseacre wisehead wiselike wiseling
wisely wiseman wisen wiseness wisent wiser wiseweed wish wisha wishable
wishbone wished wishedly wisher wishful wishing wishless wishly wishmay
wishness wisht wisket wiskinky wisp wispish wisplike wispy wiss wisse wissel
wist wistaria wiste wistened wisteria wistful wistit wistiti wistless witan
witch witched witchen witchery witchet witching witchman witchuck witchy
witcraft wite witeless witess witful with withal withdraw withe withen wither
withered witherer witherly withers withery withheld withhold within withness
without withsave withstay withvine withwind withy withypot witjar witless
witlet witling witloof witness witney witneyer witship wittal wittawer witted
witter wittily witting wittol wittolly witty witwall wive wiver wivern wizard
wizardly wizardry wizen wizened wizier wizzen wloka woad woader woadman woady
woak woald woan wobble wobbler wobbling wobbly wobster woddie wode wodge wodgy
woeful woefully woesome woevine woeworn woffler woft wogiet woibe wokas woke
wokowi wold woldlike woldsman woldy wolf wolfdom wolfen wolfer wolfhood
wolfish wolfkin wolfless wolflike wolfling wolfram wolfskin wolfward wollomai
wollop wolter wolve wolver woman womandom womanish womanism womanist womanity
womanize womanly womb wombat wombed womble womby womera wonder wonderer
wondrous wone wonegan wong wonga wongen wongshy wongsky woning wonky wonna
wonned wonner wonning wonnot wont wonted wontedly wonting wooable wood
woodbark woodbin woodbind woodbine woodbush woodchat woodcock woodcut wooded
wooden woodenly woodeny woodfish woodgeld woodgrub woodhack woodhole woodhung
woodine wooding woodish woodkern woodland woodless woodlet woodlike woodly
woodman woodmote woodness woodpeck woodpile woodrick woodrock woodroof woodrow
woodruff woodsere woodshed woodshop woodside woodskin woodsman woodsy woodwall
woodward woodware woodwax woodwise woodwork woodworm woodwose woody woodyard
wooer woof woofed woofell woofer woofy woohoo wooing wooingly wool woold
woolder woolding wooled woolen woolenet wooler woolert woolfell woolhead
woollike woolly woolman woolpack woolsack woolsey woolshed woolskin woolweed
woolwork woom woomer woon woons woorali woorari woosh wootz woozle woozy
woppish wops worble word wordable wordably wordage wordbook worded worder
wordily wording wordish wordle wordless wordlike wordman wordplay wordsman
wordster wordy wore work workable workaday workaway workbag workbook workbox
workday worked worker workfolk workgirl workhand working workless workloom
workman workout workpan workroom works workship workshop worksome worktime
workways workwise worky workyard world worlded worldful worldish worldlet
worldly worldway worldy worm wormed wormer wormhole wormhood wormil worming
wormless wormlike wormling wormroot wormseed wormship wormweed wormwood wormy
worn wornil wornness worral worricow worried worrier worrit worriter worry
worrying worse worsen worser worset worship worst worsted wort worth worthful
worthily worthy wosbird wote wots wottest wotteth woubit wouch wouf wough
would wouldest wouldnt wouldst wound wounded wounder woundily wounding wounds
woundy wourali wourari wournil wove woven wowser wowsery wowt wrack wracker
wrackful wraggle wraith wraithe wraithy wraitly wramp wran wrang wrangle
wrangler wrannock wranny wrap wrappage wrapped wrapper wrapping wrasse wrastle
wrastler wrath wrathful wrathily wrathy wraw wrawl wrawler wraxle wreak
wreakful wreat wreath wreathe wreathed wreathen wreather wreathy wreck
wreckage wrecker wreckful wrecking wrecky wren wrench wrenched wrencher
wrenlet wrenlike wrentail wrest wrester wresting wrestle wrestler wretch
wretched wricht wrick wride wried wrier wriest wrig wriggle wriggler wriggly
wright wring wringer wringman wrinkle wrinkled wrinklet wrinkly wrist wristed
wrister wristlet writ writable write writee writer writh writhe writhed
writhen writher writhing writhy writing written writter wrive wrizzled wrocht
wroke wroken wrong wronged wronger wrongful wrongish wrongly wrongous wrossle
wrote wroth wrothful wrothily wrothly wrothy wrought wrox wrung wrybill wryly
wrymouth wryneck wryness wrytail wuddie wudge wudu wugg wulk wull wullcat
wulliwa wumble wumman wummel wungee wunna wunner wunsome wurley wurmal wurrus
wurset wurtzite wurzel wush wusp wuss wusser wust wuther wuzu wuzzer wuzzle
wuzzy wyde wyke wyle wymote wynd wyne wynn wype wyson wyss wyve wyver xanthane
xanthate xanthein xanthene xanthic xanthide xanthin xanthine xanthite xanthoma
xanthone xanthous xanthyl xarque xebec xenagogy xenelasy xenia xenial xenian
xenium xenogamy xenogeny xenolite xenolith xenon xenophya xenotime xenyl
xerafin xeransis xerantic xerarch xerasia xeric xeriff xerogel xeroma xeromata
xeronate xeronic xerophil xerosis xerotes xerotic xiphias xiphiid xiphioid
xiphoid xiphuous xoana xoanon xurel xyla xylan xylate xylem xylene xylenol
xylenyl xyletic xylic xylidic xylidine xylinid xylite xylitol xylitone
xylocarp xylogen xyloid xyloidin xylol xylology xyloma xylon xylonic xylorcin
xylose xyloside xylotile xylotomy xyloyl xylyl xylylene xylylic xyphoid xyrid
xyst xyster xysti xystos xystum xystus yaba yabber yabbi yabble yabby yabu
yacal yacca yachan yacht yachtdom yachter yachting yachtist yachtman yachty
yade yaff yaffle yagger yaghourt yagi yagua yaguaza yahan yahoo yair yaird
yaje yajeine yajenine yakalo yakamik yakin yakka yakman yalb yale yali yalla
yallaer yallow yamamai yamanai yamen yamilke yammadji yammer yamp yampa yamph
yamshik yancopin yander yang yangtao yank yanking yanky yaoort yaourti yapa
yaply yapness yapok yapp yapped yapper yapping yappish yappy yapster yarak
yaray yarb yard yardage yardang yardarm yarder yardful yarding yardkeep
yardland yardman yardsman yardwand yare yareta yark yarke yarl yarly yarm yarn
yarnen yarner yarpha yarr yarraman yarran yarrow yarth yarthen yarwhelp
yarwhip yashiro yashmak yataghan yatalite yate yati yatter yaud yauld yaupon
yautia yava yawl yawler yawlsman yawmeter yawn yawner yawney yawnful yawnily
yawning yawnups yawny yawp yawper yawroot yaws yawweed yawy yaxche yaya ycie
yday yeah yealing yean yeanling year yeara yearbird yearbook yeard yearday
yearful yearling yearlong yearly yearn yearnful yearning yearock yearth yeast
yeastily yeasting yeasty yeat yeather yede yeel yeelaman yees yegg yeggman
yeguita yeld yeldrin yeldrock yelk yell yeller yelling yelloch yellow yellowly
yellows yellowy yelm yelmer yelp yelper yelt yender yeni yenite yentnite
yeoman yeomanly yeomanry yeorling yeowoman yerb yerba yercum yerd yere yerga
yerk yern yerth yese yeso yesso yest yester yestern yestreen yesty yeta yetapa
yeth yether yetlin yeuk yeuky yeven yezzy ygapo yield yielden yielder yielding
yieldy yigh yill yilt yince yinst yird yirk yirm yirmilik yirn yirr yirth yite
ynambu yobi yocco yochel yock yockel yodel yodeler yodelist yodh yoga yogasana
yogh yoghurt yogi yogin yogism yogist yogoite yohimbe yohimbi yoick yoicks
yojan yojana yoke yokeable yokeage yokel yokeldom yokeless yokelish yokelism
yokelry yokemate yoker yokewise yokewood yoking yoky yolden yoldring yolk
yolked yolkless yolky yomer yoncopin yond yonder yonner yonside yont yook yoop
yore yoretime york yorker yotacism yotacize yote youd youden youdith youff
youl young younger youngish younglet youngly youngun younker youp your yourn
yours yoursel yourself youse youth youthen youthful youthily youthy youve
youward youwards youze yoven yowie yowl yowler yowley yowlring yowt yperite
ypsiloid ytterbia ytterbic yttria yttric yttrious yttrium yuan yuca yucca yuck
yuckel yucker yuckle yucky yuft yugada yukkel yulan yule yuletide yummy yungan
yurt yurta yusdrum yutu yuzlik yuzluk zabeta zabra zabti zabtie zacate zacaton
zachun zadruga zaffar zaffer zafree zagged zaibatsu zain zakkeu zaman zamang
zamarra zamarro zambo zamindar zamorin zamouse zander zandmole zanella zant
zante zantiote zany zanyish zanyism zanyship zanze zapas zapatero zaphara
zapota zaptiah zaptieh zapupe zaqqum zaratite zareba zarf zarnich zarp
zarzuela zati zattare zayat zayin zeal zealful zealless zealot zealotic
zealotry zealous zealousy zebra zebraic zebrass zebrine zebrinny zebroid
zebrula zebrule zebu zebub zeburro zecchini zecchino zechin zedoary zeed
zehner zein zeism zeist zelator zelatrix zemeism zemi zemindar zemmi zemni
zemstvo zenana zendik zenick zenith zenithal zenu zeolite zeolitic zeoscope
zephyr zephyrus zephyry zeppelin zequin zerda zero zeroize zerumbet zest
zestful zesty zeta zetacism zetetic zeugma ziamet ziara ziarat zibeline zibet
zibetone zibetum ziega zieger ziffs ziganka ziggurat zigzag zigzaggy zihar
zikurat zillah zimarra zimb zimbabwe zimbalon zimbi zimme zimmi zimmis zimocca
zinc zincate zincic zincide zincify zincing zincite zincize zincke zincky
zinco zincous zincum zincuret zing zingel zink zinsang ziphian ziphioid zipper
zipping zippy zira zirai zircite zircon zirconia zirconic zirconyl zither zizz
zloty zoacum zoanthid zoaria zoarial zoarium zobo zocco zoccolo zodiac
zodiacal zoea zoeaform zoeal zoeform zoetic zoetrope zogan zogo zoiatria zoic
zoid zoisite zoism zoist zoistic zokor zoll zolle zolotink zolotnik zombi
zombie zombiism zonal zonality zonally zonar zonary zonate zonated zonation
zone zoned zoneless zonelet zonelike zonic zoning zonite zonitid zonoid
zonular zonule zonulet zonure zonurid zonuroid zooblast zoocarp zoochemy
zoochore zoocyst zooecia zooecial zooecium zoogamy zoogene zoogenic zoogeny
zoogloea zoogonic zoogony zoograft zooid zooidal zooks zoolater zoolatry
zoolite zoolith zoolitic zoologer zoologic zoology zoom zoomancy zoomania
zoometry zoomimic zoomorph zoon zoonal zoonic zoonist zoonite zoonitic
zoonomia zoonomic zoonomy zoonosis zoonotic zoons zoonule zoopathy zooperal
zoopery zoophile zoophily zoophyte zoopsia zooscopy zoosis zoosperm zoospore
zootaxy zooter zoothome zootic zootomic zootomy zootoxin zootype zootypic
zoozoo zopilote zorgite zoril zorilla zorillo zorrillo zorro zoster zounds
zowie zucchini zudda zuisin zumatic zunyite zupanate zuza zwieback zwitter
zyga zygaenid zygal zygantra zygion zygite zygodont zygoma zygomata zygon
zygose zygosis zygote zygotene zygotic zygotoid zygous zymase zyme zymic zymin
zymite zymogen zymogene zymoid zymology zymolyis zymome zymomin zymosis
zymotic zymotize zymurgy zythem zythum colour harbour humour near`;
