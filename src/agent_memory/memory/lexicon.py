"""The recall lexicon: thing words and place names across languages (data, read by ``query.py``).

Two tables, each row one meaning with its words in English, Chinese, German, French and
Spanish (lower case, ``|``-separated; a row may hold more words in one language than another):

* :data:`SENSES`: things a memory is about (a flight, a dentist, a violin lesson, a residence
  permit, an allergy ...). A sense may name the thing kind of ``understanding.things`` it belongs
  to (``appointment`` for ``dentist``), so that a question about a dentist finds a doctor's
  appointment at a lower credit.
* :data:`PLACES`: well-known cities and countries by their names in each language (exonyms:
  "Munich", "München", "慕尼黑", "Munich", "Múnich"); a city names the country it is in
  (``within``), so a question about Mexico finds a memory about Ciudad de México. A place in a
  question narrows the thing asked; ``recall.Fts5Ranker`` weighs it as such.

Matching rules are in ``query.py``: a Latin word matches as a whole word (with a plural ``s`` or
``es``, and with or without its accents: "musee" is "musée"), a CJK word anywhere in a run, and
a Latin word that no row holds may be read by a row word at its start or end (a compound:
"Geigenunterricht" is a violin lesson). Kept to words whose meaning does not depend on context:
"Wagen" and "voiture" (a car, but also a train's coach) and "pass" are left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["PLACES", "SENSES", "Sense"]


@dataclass(frozen=True, slots=True)
class Sense:
    """One meaning across languages.

    Attributes:
        name: ASCII id (``dentist``), used in the index token ``zs<name>``.
        kind: The ``understanding.things`` kind it names (``appointment``), or ``""``.
        words: Its words in every language, lower case.
        place: Whether it is a place (a city or a country, :data:`PLACES`).
        within: Names of the senses a memory naming it also names (a city's country).
    """

    name: str
    kind: str
    words: tuple[str, ...]
    place: bool = False
    within: tuple[str, ...] = ()


def _sense(name: str, kind: str, words: str) -> Sense:
    return Sense(name, kind, tuple(w.strip() for w in words.split("|") if w.strip()))


def _place(name: str, words: str, within: str = "") -> Sense:
    return Sense(
        name,
        "",
        tuple(w.strip() for w in words.split("|") if w.strip()),
        place=True,
        within=(within,) if within else (),
    )


SENSES: Final[tuple[Sense, ...]] = (
    # ---- travel
    _sense(
        "flight",
        "flight",
        "flight|plane|airplane|airline|boarding|boarding pass|航班|飞机|机票|登机|起飞|"
        "flug|flugzeug|abflug|boarding|vol|avion|embarquement|vuelo|avión|embarque",
    ),
    _sense("gate", "flight", "gate|登机口|flugsteig|porte d'embarquement|puerta de embarque"),
    _sense(
        "train",
        "train",
        "train|rail|railway|火车|高铁|动车|列车|zug|bahn|gleis|sncf|tgv|tren|renfe",
    ),
    _sense(
        "booking",
        "booking",
        "booking|reservation|check-in|预订|订房|入住|buchung|reservierung|réservation|reserva",
    ),
    _sense("hotel", "booking", "hotel|hostel|酒店|宾馆|旅馆|hôtel"),
    _sense(
        "taxi",
        "",
        "taxi|cab|ride|打车|出租车|网约车|滴滴|vtc|taxi",
    ),
    _sense(
        "station",
        "",
        "station|train station|railway station|车站|火车站|高铁站|bahnhof|hauptbahnhof|gare|"
        "estación",
    ),
    _sense("airport", "", "airport|机场|flughafen|aéroport|aeropuerto"),
    _sense(
        "parking",
        "",
        "parking|car park|parking lot|停车|停车场|parken|parkplatz|parkhaus|parkschein|"
        "stationnement|aparcamiento|estacionamiento",
    ),
    _sense(
        "metro",
        "",
        "metro|subway|underground|tube|地铁|u-bahn|s-bahn|métro|metro|tram|tramway|有轨电车",
    ),
    _sense(
        "transit-pass",
        "subscription",
        "monthly pass|metro pass|transit pass|bus pass|travel card|月票|交通卡|地铁卡|公交卡|"
        "monatskarte|jahreskarte|deutschlandticket|navigo|pass navigo|abonnement mensuel|"
        "abono|abono transporte|tarjeta de transporte",
    ),
    # ---- orders and parcels
    _sense("order", "order", "order|purchase|订单|下单|bestellung|commande|pedido|compra"),
    _sense(
        "parcel",
        "parcel",
        "parcel|package|delivery|shipment|courier|tracking|快递|包裹|快件|运单|物流|"
        "paket|päckchen|sendung|lieferung|colis|livraison|paquete|envío|entrega",
    ),
    _sense(
        "pickup",
        "pickup",
        "pickup|pick up|pick-up|locker|parcel locker|collection point|取件|取件码|驿站|自提|"
        "快递柜|abholung|packstation|abholen|retrait|point relais|recogida|recoger",
    ),
    _sense(
        "refund",
        "",
        "refund|reimbursement|退款|报销|erstattung|rückerstattung|remboursement|"
        "reembolso|devolución",
    ),
    # ---- appointments and health
    _sense(
        "appointment",
        "appointment",
        "appointment|预约|挂号|termin|rendez-vous|rdv|cita",
    ),
    _sense(
        "dentist",
        "appointment",
        "dentist|dental|牙医|牙科|看牙|zahnarzt|zahnärztin|dentiste|dentista",
    ),
    _sense(
        "doctor",
        "appointment",
        "doctor|gp|clinic|医生|看病|门诊|医院|arzt|ärztin|praxis|médecin|docteur|médico|doctor",
    ),
    _sense(
        "pediatrician",
        "appointment",
        "pediatrician|paediatrician|children's doctor|儿科|儿科医生|kinderarzt|kinderärztin|"
        "pédiatre|pediatra",
    ),
    _sense(
        "physio",
        "appointment",
        "physio|physiotherapy|physiotherapist|physical therapy|理疗|康复|推拿|physiotherapie|"
        "krankengymnastik|physiotherapeut|kiné|kinésithérapie|kinésithérapeute|kinési|"
        "fisioterapia|fisioterapeuta|fisio",
    ),
    _sense(
        "optician",
        "appointment",
        "optician|eye test|eye doctor|glasses|眼科|眼镜|配眼镜|optiker|augenarzt|brille|"
        "opticien|ophtalmo|ophtalmologue|lunettes|óptica|oftalmólogo|gafas",
    ),
    _sense(
        "checkup",
        "appointment",
        "checkup|check-up|health check|medical check|体检|vorsorge|vorsorgeuntersuchung|"
        "check-up|bilan de santé|chequeo|revisión médica",
    ),
    _sense(
        "blood-test",
        "appointment",
        "blood test|blood work|lab test|抽血|验血|血检|blutabnahme|blutuntersuchung|bluttest|"
        "prise de sang|analyse de sang|bilan sanguin|análisis de sangre|extracción de sangre",
    ),
    _sense(
        "vaccine",
        "",
        "vaccine|vaccination|vaccinated|booster|jab|immunization|疫苗|接种|打疫苗|加强针|"
        "impfung|impfen|impftermin|auffrischung|vaccin|vaccination|vacciner|vacuna|vacunación",
    ),
    _sense(
        "allergy",
        "",
        "allergy|allergic|allergies|过敏|过敏症|allergie|allergisch|allergique|alergia|"
        "alérgico|alérgica",
    ),
    _sense(
        "pharmacy",
        "",
        "pharmacy|prescription|medicine|药店|药房|处方|取药|apotheke|rezept|medikament|"
        "pharmacie|ordonnance|médicament|farmacia|receta|medicamento",
    ),
    _sense(
        "health-insurance",
        "",
        "health insurance|医保|医疗保险|krankenkasse|krankenversicherung|mutuelle|"
        "sécurité sociale|assurance maladie|seguro médico|seguridad social",
    ),
    _sense("insurance", "", "insurance|保险|versicherung|assurance|seguro"),
    _sense(
        "haircut",
        "appointment",
        "haircut|hairdresser|barber|理发|剪头发|美发|friseur|haarschnitt|coiffeur|coiffeuse|"
        "coiffure|peluquería|peluquero|corte de pelo",
    ),
    _sense("vet", "appointment", "vet|veterinarian|兽医|宠物医院|tierarzt|vétérinaire|veterinario"),
    # ---- work
    _sense(
        "meeting",
        "meeting",
        "meeting|standup|stand-up|sync|huddle|会议|开会|例会|会面|面谈|碰头会|besprechung|"
        "sitzung|meeting|réunion|reunión|junta",
    ),
    _sense(
        "review",
        "meeting",
        "review|appraisal|performance review|evaluation|评审|考核|评估|绩效|述职|复盘|"
        "beurteilung|mitarbeitergespräch|jahresgespräch|leistungsbeurteilung|bewertung|"
        "entretien annuel|entretien individuel|évaluation|bilan annuel|evaluación|revisión",
    ),
    _sense(
        "interview",
        "meeting",
        "interview|job interview|面试|vorstellungsgespräch|bewerbungsgespräch|"
        "entretien d'embauche|entrevista",
    ),
    _sense("quarterly", "", "quarterly|季度|季度的|quartal|quartals|trimestriel|trimestral"),
    _sense("annual", "", "annual|yearly|年度|年终|jährlich|jahres|annuel|annuelle|anual"),
    _sense(
        "shift",
        "",
        "shift|night shift|day shift|on call|轮班|夜班|白班|值班|schicht|nachtschicht|"
        "frühschicht|spätschicht|bereitschaft|garde|astreinte|poste de nuit|turno|guardia",
    ),
    _sense(
        "presentation",
        "",
        "presentation|slides|演示|汇报|讲座|ppt|referat|vortrag|präsentation|présentation|"
        "exposé|diaporama|presentación|ponencia|exposición oral",
    ),
    _sense(
        "training",
        "",
        "training|workshop|培训|进修|研讨会|schulung|fortbildung|weiterbildung|seminar|"
        "formation|atelier|séminaire|formación|capacitación",
    ),
    _sense("report", "", "report|报告|报表|bericht|rapport|informe"),
    _sense("salary", "", "salary|paycheck|payroll|工资|薪水|gehalt|lohn|salaire|salario|nómina"),
    # ---- money, bills, documents
    _sense(
        "bill",
        "bill",
        "bill|invoice|statement|payment due|账单|缴费|费用|rechnung|facture|factura|recibo",
    ),
    _sense(
        "phone-bill",
        "bill",
        "phone bill|mobile bill|话费|手机费|handyrechnung|facture de téléphone|factura del móvil",
    ),
    _sense("rent", "bill", "rent|房租|租金|miete|loyer|alquiler"),
    _sense(
        "electricity",
        "bill",
        "electricity|power bill|电费|strom|stromrechnung|électricité|edf|electricidad|luz",
    ),
    _sense(
        "water-bill",
        "bill",
        "water bill|水费|wasserrechnung|wassergeld|facture d'eau|factura del agua",
    ),
    _sense(
        "gas-bill",
        "bill",
        "gas bill|燃气费|煤气费|gasrechnung|facture de gaz|factura del gas",
    ),
    _sense(
        "tax",
        "",
        "tax|tax return|退税|税|steuer|steuererklärung|impôt|impôts|impuesto|hacienda",
    ),
    _sense(
        "subscription",
        "subscription",
        "subscription|renewal|membership|订阅|续费|会员|包月|abo|abonnement|mitgliedschaft|"
        "adhésion|suscripción|membresía|cuota",
    ),
    _sense(
        "passport",
        "",
        "passport|护照|reisepass|passeport|pasaporte",
    ),
    _sense(
        "residence-permit",
        "",
        "residence permit|residence card|签证|居留|居留卡|居留证|居留许可|"
        "aufenthaltstitel|aufenthaltserlaubnis|aufenthaltsgenehmigung|visum|titre de séjour|"
        "carte de séjour|permiso de residencia|tarjeta de residencia",
    ),
    _sense(
        "id-card",
        "",
        "id card|identity card|身份证|personalausweis|ausweis|carte d'identité|dni|"
        "documento de identidad",
    ),
    _sense(
        "driving-licence",
        "",
        "driving licence|driving license|driver's license|driver license|驾照|驾驶证|"
        "führerschein|permis de conduire|carnet de conducir|licencia de conducir",
    ),
    _sense(
        "authority",
        "",
        "town hall|city hall|immigration office|市政厅|移民局|政府|ausländerbehörde|bürgeramt|"
        "rathaus|préfecture|mairie|ayuntamiento|extranjería",
    ),
    _sense(
        "contract",
        "",
        "contract|lease|合同|租约|vertrag|mietvertrag|contrat|bail|contrato",
    ),
    _sense("bank", "", "bank|银行|bank|banque|banco"),
    # ---- services and the car
    _sense(
        "repair",
        "",
        "repair|maintenance|servicing|维修|保养|检修|修理|reparatur|wartung|réparation|"
        "dépannage|reparación|mantenimiento",
    ),
    _sense(
        "car-inspection",
        "",
        "car inspection|vehicle inspection|年检|车检|汽车年检|tüv|hauptuntersuchung|"
        "contrôle technique|itv|inspección técnica",
    ),
    _sense("car", "", "car|汽车|私家车|pkw|coche|carro"),
    _sense(
        "cleaning",
        "",
        "cleaner|cleaning|保洁|打扫|家政|putzfrau|putzhilfe|reinigung|ménage|femme de ménage|"
        "limpieza",
    ),
    # ---- school and children
    _sense(
        "school",
        "school",
        "school|teacher|field trip|学校|老师|班主任|schule|lehrer|lehrerin|école|maîtresse|"
        "professeur|escuela|colegio|profesor|profesora",
    ),
    _sense(
        "parents-evening",
        "meeting",
        "parent-teacher|parent teacher|parents evening|parents' evening|家长会|elternabend|"
        "elterngespräch|réunion parents|parents-professeurs|reunión de padres",
    ),
    _sense(
        "homework",
        "school",
        "homework|assignment|作业|功课|hausaufgabe|hausaufgaben|devoirs|devoir|tarea|deberes",
    ),
    _sense(
        "exam",
        "school",
        "exam|quiz|考试|测验|期末|prüfung|klausur|examen|partiel|interrogation écrite",
    ),
    _sense(
        "canteen",
        "",
        "canteen|cafeteria|school lunch|school meals|食堂|饭卡|午餐费|mensa|kantine|cantine|"
        "comedor",
    ),
    _sense(
        "daycare",
        "school",
        "daycare|nursery|kindergarten|幼儿园|托儿所|kita|kindergarten|crèche|garderie|guardería",
    ),
    _sense(
        "library",
        "",
        "library|图书馆|bibliothek|bücherei|stadtbibliothek|bibliothèque|médiathèque|biblioteca",
    ),
    # ---- lessons, instruments, subjects, sports
    _sense(
        "lesson",
        "",
        "lesson|class|course|课程|上课|课|unterricht|kurs|cours|leçon|clase|curso|lección",
    ),
    _sense("piano", "", "piano|钢琴|klavier|piano|piano"),
    _sense("violin", "", "violin|fiddle|小提琴|geige|violine|violon|violín"),
    _sense("guitar", "", "guitar|吉他|gitarre|guitare|guitarra"),
    _sense("drums", "", "drums|drum lesson|架子鼓|schlagzeug|batterie|batería"),
    _sense("singing", "", "singing|choir|唱歌|声乐|合唱|gesang|chor|chant|chorale|canto|coro"),
    _sense("dance", "", "dance|dancing|ballet|舞蹈|跳舞|芭蕾|tanz|tanzen|danse|baile|danza"),
    _sense(
        "tutoring",
        "",
        "tutor|tutoring|家教|补习|辅导|nachhilfe|soutien scolaire|cours particulier|"
        "clases particulares|profesor particular",
    ),
    _sense("english", "", "english|英语|englisch|anglais|inglés"),
    _sense("german", "", "german|德语|deutsch|allemand|alemán"),
    _sense("french", "", "french|法语|französisch|français|francés"),
    _sense("spanish", "", "spanish|西班牙语|spanisch|espagnol|español"),
    _sense("chinese", "", "chinese|mandarin|中文|汉语|普通话|chinesisch|chinois|chino"),
    _sense("math", "", "math|maths|mathematics|数学|mathe|mathematik|mathématiques|matemáticas"),
    _sense("history", "", "history|历史|geschichte|histoire|historia"),
    _sense("yoga", "", "yoga|瑜伽|pilates|普拉提"),
    _sense(
        "gym",
        "",
        "gym|fitness|workout|gym card|gym pass|健身|健身房|健身卡|fitnessstudio|salle de sport|"
        "gimnasio",
    ),
    _sense(
        "swimming",
        "",
        "swimming|swim|游泳|schwimmen|schwimmkurs|natation|piscine|natación|piscina",
    ),
    _sense("football", "", "football|soccer|足球|fußball|fussball|fútbol"),
    _sense("tennis", "", "tennis|网球|tennis|tenis"),
    # ---- going out, events, places of a town
    _sense("concert", "", "concert|gig|演唱会|音乐会|konzert|concierto"),
    _sense("cinema", "", "movie|film|cinema|电影|kino|cinéma|cine|película"),
    _sense(
        "museum",
        "",
        "museum|gallery|exhibition|博物馆|美术馆|展览|ausstellung|galerie|musée|exposition|"
        "museo|exposición|galería",
    ),
    _sense("theatre", "", "theatre|theater|话剧|剧院|theater|théâtre|teatro"),
    _sense("zoo", "", "zoo|动物园|tierpark|zoo|parc zoologique"),
    _sense(
        "ticket",
        "",
        "ticket|tickets|门票|入场券|eintrittskarte|billet|billets|entrada|entradas",
    ),
    _sense("restaurant", "", "restaurant|餐厅|饭店|餐馆|restaurant|restaurante"),
    _sense("wedding", "", "wedding|婚礼|结婚|hochzeit|mariage|boda|casamiento"),
    _sense("party", "", "party|派对|聚会|feier|fête|soirée|fiesta"),
    _sense(
        "video-call",
        "",
        "video call|facetime|视频|视频通话|videoanruf|videocall|appel vidéo|visio|videollamada",
    ),
    _sense("shoes", "", "shoes|sneakers|trainers|鞋|跑鞋|schuhe|chaussures|zapatos|zapatillas"),
    _sense("dinner", "", "dinner|supper|吃饭|晚饭|晚餐|abendessen|dîner|cena|cenar"),
    _sense("birthday", "", "birthday|生日|geburtstag|anniversaire|cumpleaños"),
    # ---- people
    _sense("mother", "", "mom|mum|mother|妈妈|母亲|老妈|mama|mutter|maman|mère|mamá|madre"),
    _sense("father", "", "dad|father|爸爸|父亲|老爸|papa|vater|père|papá|padre"),
    _sense(
        "grandmother",
        "",
        "grandma|grandmother|granny|奶奶|外婆|姥姥|oma|großmutter|grand-mère|mamie|abuela",
    ),
    _sense(
        "grandfather",
        "",
        "grandpa|grandfather|爷爷|外公|姥爷|opa|großvater|grand-père|papi|abuelo",
    ),
    # ---- food and preferences
    _sense("coriander", "", "coriander|cilantro|香菜|芫荽|koriander|coriandre|cilantro"),
    _sense("peanut", "", "peanut|peanuts|花生|erdnuss|erdnüsse|arachide|cacahuète|cacahuete|maní"),
    _sense("seafood", "", "seafood|海鲜|meeresfrüchte|fruits de mer|mariscos"),
    _sense("vegetarian", "", "vegetarian|vegan|素食|吃素|vegetarisch|végétarien|vegetariano"),
    _sense("coffee", "", "coffee|咖啡|kaffee|café"),
    _sense("milk", "", "milk|牛奶|燕麦奶|milch|lait|leche"),
    _sense("tea", "", "tea|茶|tee|thé|té"),
    # ---- pets
    _sense("cat", "", "cat|kitten|猫|katze|gato"),
    _sense("dog", "", "dog|puppy|狗|hund|chien|perro"),
    # Device features a task's goal names (Device Memory), asked in another language than the
    # procedure was written in ("蓝牙怎么打开" for "turn on bluetooth").
    _sense("bluetooth", "", "bluetooth|蓝牙|藍牙"),
    _sense("wifi", "", "wifi|wi-fi|wlan|无线网|无线网络|无线局域网"),
    _sense(
        "airplane-mode",
        "",
        "airplane mode|aeroplane mode|flight mode|飞行模式|flugmodus|mode avion|modo avión",
    ),
    _sense("hotspot", "", "hotspot|tethering|热点|个人热点|point d'accès|punto de acceso"),
    _sense(
        "do-not-disturb",
        "",
        "do not disturb|免打扰|勿扰|nicht stören|ne pas déranger|no molestar",
    ),
    _sense(
        "dark-mode", "", "dark mode|深色模式|暗色模式|夜间模式|dunkelmodus|mode sombre|modo oscuro"
    ),
    _sense(
        "screenshot",
        "",
        "screenshot|截图|截屏|bildschirmfoto|capture d'écran|captura de pantalla",
    ),
    _sense("brightness", "", "brightness|亮度|helligkeit|luminosité|brillo"),
    _sense("volume", "", "volume|音量|lautstärke|volumen"),
    _sense(
        "battery-saver",
        "",
        "battery saver|power saving|low power mode|省电模式|低电量模式|energiesparmodus|"
        "économiseur de batterie|ahorro de batería",
    ),
)
"""The thing-word lexicon (English, Chinese, German, French, Spanish): travel, parcels,
appointments and health, work, money and documents, services, school, lessons and instruments,
going out, family, food, pets, and the device features a Device Memory goal names."""

PLACES: Final[tuple[Sense, ...]] = (
    # ---- countries
    _place("china", "china|中国|chine|中华"),
    _place("germany", "germany|德国|deutschland|allemagne|alemania"),
    _place("france", "france|法国|frankreich|francia"),
    _place("spain", "spain|西班牙|spanien|espagne|españa"),
    _place(
        "uk",
        "uk|united kingdom|britain|great britain|england|英国|großbritannien|royaume-uni|"
        "angleterre|reino unido|inglaterra",
    ),
    _place(
        "usa",
        "usa|united states|america|美国|vereinigte staaten|amerika|états-unis|estados unidos|eeuu",
    ),
    _place("italy", "italy|意大利|italien|italie|italia"),
    _place("japan", "japan|日本|japon|japón"),
    _place("mexico", "mexico|墨西哥|mexiko|mexique|méxico"),
    _place("australia", "australia|澳大利亚|澳洲|australien|australie"),
    _place("switzerland", "switzerland|瑞士|schweiz|suisse|suiza"),
    _place("portugal", "portugal|葡萄牙"),
    _place("netherlands", "netherlands|holland|荷兰|niederlande|pays-bas|países bajos"),
    _place("austria", "austria|奥地利|österreich|autriche"),
    _place("belgium", "belgium|比利时|belgien|belgique|bélgica"),
    _place("canada", "canada|加拿大|kanada|canadá"),
    _place("singapore", "singapore|新加坡|singapur|singapour"),
    _place("korea", "korea|south korea|韩国|südkorea|corée|corea"),
    _place("thailand", "thailand|泰国|thaïlande|tailandia"),
    _place("brazil", "brazil|巴西|brasilien|brésil|brasil"),
    _place("greece", "greece|希腊|griechenland|grèce|grecia"),
    # ---- cities
    _place("shanghai", "shanghai|上海|schanghai", "china"),
    _place("beijing", "beijing|北京|peking|pékin|pekín", "china"),
    _place("guangzhou", "guangzhou|广州", "china"),
    _place("shenzhen", "shenzhen|深圳", "china"),
    _place("hong-kong", "hong kong|hongkong|香港", "china"),
    _place("madrid", "madrid|马德里", "spain"),
    _place("barcelona", "barcelona|巴塞罗那|barcelone", "spain"),
    _place("seville", "seville|sevilla|séville|塞维利亚", "spain"),
    _place("munich", "munich|münchen|慕尼黑|múnich", "germany"),
    _place("berlin", "berlin|柏林|berlín", "germany"),
    _place("frankfurt", "frankfurt|法兰克福|francfort|fráncfort", "germany"),
    _place("cologne", "cologne|köln|科隆|colonia", "germany"),
    _place("paris", "paris|巴黎|parís", "france"),
    _place("lyon", "lyon|lyons|里昂|lyón", "france"),
    _place("marseille", "marseille|marseilles|马赛|marsella", "france"),
    _place("bordeaux", "bordeaux|波尔多|burdeos", "france"),
    _place("toulouse", "toulouse|图卢兹|tolosa", "france"),
    _place("london", "london|伦敦|londres", "uk"),
    _place("edinburgh", "edinburgh|爱丁堡|édimbourg|edimburgo", "uk"),
    _place("manchester", "manchester|曼彻斯特", "uk"),
    _place("lisbon", "lisbon|lisboa|lisbonne|lissabon|里斯本", "portugal"),
    _place("porto", "porto|oporto|波尔图", "portugal"),
    _place("rome", "rome|roma|罗马", "italy"),
    _place("milan", "milan|milano|mailand|milán|米兰", "italy"),
    _place("venice", "venice|venezia|venedig|venise|venecia|威尼斯", "italy"),
    _place("florence", "florence|firenze|florenz|florencia|佛罗伦萨", "italy"),
    _place("vienna", "vienna|wien|vienne|viena|维也纳", "austria"),
    _place("zurich", "zurich|zürich|zúrich|苏黎世", "switzerland"),
    _place("geneva", "geneva|genève|genf|ginebra|日内瓦", "switzerland"),
    _place("brussels", "brussels|bruxelles|brüssel|bruselas|布鲁塞尔", "belgium"),
    _place("amsterdam", "amsterdam|ámsterdam|阿姆斯特丹", "netherlands"),
    _place("prague", "prague|prag|praga|praha|布拉格"),
    _place("athens", "athens|athen|athènes|atenas|雅典", "greece"),
    _place("new-york", "new york|new york city|nyc|纽约|nueva york", "usa"),
    _place("los-angeles", "los angeles|洛杉矶", "usa"),
    _place("san-francisco", "san francisco|旧金山|三藩市", "usa"),
    _place("tokyo", "tokyo|东京|tokio", "japan"),
    _place("osaka", "osaka|大阪", "japan"),
    _place("kyoto", "kyoto|京都", "japan"),
    _place("seoul", "seoul|首尔|séoul|seúl", "korea"),
    _place("bangkok", "bangkok|曼谷", "thailand"),
    _place("sydney", "sydney|悉尼|sídney", "australia"),
    _place("melbourne", "melbourne|墨尔本", "australia"),
    _place(
        "mexico-city",
        "mexico city|ciudad de méxico|ciudad de mexico|cdmx|墨西哥城|mexiko-stadt",
        "mexico",
    ),
    _place("toronto", "toronto|多伦多", "canada"),
    _place("montreal", "montreal|montréal|蒙特利尔", "canada"),
    _place("moscow", "moscow|moskau|moscou|moscú|莫斯科"),
    _place("istanbul", "istanbul|estambul|伊斯坦布尔"),
    _place("dubai", "dubai|dubaï|dubái|迪拜"),
)
"""Well-known cities and countries by their names in five languages (exonyms), each city with
the country it is in. Names that are common words elsewhere ("Nice", "Reading", "Valence",
汉堡 for Hamburg, which is also a hamburger) are left out."""
