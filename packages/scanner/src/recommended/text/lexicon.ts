/**
 * The multilingual lexicon of the phrase rules: each concept (IGNORE,
 * PREVIOUS, INSTRUCTIONS…) is a set of words, stems and short phrases in
 * English, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian,
 * Arabic, Korean, Chinese, Japanese, Turkish, Hindi, Vietnamese, Indonesian
 * and Polish. Entries are lower-case.
 *
 * - `word` — an exact token (English words of four letters or more also match
 *   their typoglycemia scramble and leetspeak spelling);
 * - `stem*` — a token starting with `stem` (inflected languages);
 * - `two words` — consecutive tokens (up to four);
 * - entries in Han/Kana are matched by dictionary segmentation of CJK runs.
 */
export const CONCEPTS = [
  'DET',
  'IGNORE',
  'PREV',
  'INSTR',
  'STRONG',
  'ALL',
  'YOUR',
  'EVERYTHING',
  'VOID',
  'PRIORITY',
  'TOTALITY',
  'NOWYOU',
  'ESCAL',
  'NO',
  'LIMITS',
  'PRETEND',
  'ROLEESC',
  'BEEN',
  'UPGRADED',
  'INCHAR',
  'NEG',
  'TELL',
  'TELLW',
  'THIS',
  'USER',
  'NOBODY',
  'NOTHING',
  'SAYV',
  'KEEPV',
  'OUTOF',
  'REPORTS',
  'ASK',
  'DENY',
  'ASKFOR',
  'THEIR',
  'CRED',
  'REVEAL',
  'SYSPROMPT',
  'SELFREF',
  'CMDS',
  'WITHOUT',
  'CONFIRM',
  'DISABLE',
  'SANDBOX',
  'FULLAUTO',
  'ENABLE',
  'DECODE',
  'FOLLOW',
  'IF',
  'ONLYAUTH',
  'SEND',
  'SENSITIVE',
  'READ',
  'VALUE',
  'SECRETW',
] as const

/** A concept name. */
export type Concept = (typeof CONCEPTS)[number]

/** Index of each concept (bit position in a token's concept mask). */
export const C = Object.fromEntries(CONCEPTS.map((name, index) => [name, index])) as Record<Concept, number>

const w = (text: string) => text.split('|')

/** Lexicon entries by concept. */
export const LEXICON: Record<Concept, readonly string[]> = {
  DET: w(
    'the|a|an|of|this|these|those|that|my|our|its|in|on|for|and|or|to|with|from|one|ones|las|los|la|le|les|el|de|del|des|du|die|der|den|das|dem|o|os|as|do|da|dos|il|lo|gli|i|di|dei|delle|degli|und|et|y|e|и|в|на|из|每|の|的|は|を|が|も|에|를|을|은|는|의|و|في|من|أن|this|which|were|was|you|have|been|had|are|is|und',
  ),
  IGNORE: w(
    "अनदेखा|नज़रअंदाज़|नजरअंदाज|bỏ qua|phớt lờ|abaikan|lupakan|acuhkan|hiraukan|zignoruj|ignoruj|zapomnij|pomiń|pomin|ignore|ignoring|ignores|disregard|disregarding|forget|forgetting|override|overrule|bypass|discard|dismiss|abandon|skip|drop|nullify|set aside|pay no attention to|stop following|do not follow|don't follow|no longer follow|throw out|ignora|ignorar|ignoren|ignorá|olvida|olvide|olviden|olvidar|olvídate|olvidate|descarta|descarte|desatiende|omite|desconsidere|desconsidera|desconsiderar|despreze|esqueça|esqueca|esquece|esquecer|ignorez|ignorer|oublie|oubliez|oublier|ne tiens pas compte|ne tenez pas compte|fais abstraction|écarte|écartez|ignoriere|ignoriert|ignorieren|vergiss|vergesst|vergessen|missachte|missachten|verwirf|ignorate|ignorare|dimentica|dimenticate|dimenticare|trascura|tralascia|игнорир*|забуд*|забыть|отбрось|отбросьте|не обращай внимания|ігнору*|забудь*|تجاهل*|انس|انسَ|انسى|무시*|잊어*|잊으*|忽略|忽视|无视|無視|不要理会|不理会|忘记|忘掉|丢弃|抛弃|忘れ|破棄|yok say|görmezden",
  ),
  PREV: w(
    'bisher|पिछले|पिछली|पहले के|ऊपर के|trước đó|trước đây|ở trên|sebelumnya|terdahulu|di atas|poprzedni*|wcześniejsz*|powyższ*|dotychczasow*|previous|previously|prior|above|earlier|preceding|foregoing|former|original|initial|so far|until now|up to now|before this|anteriores|anterior|previas|previos|precedentes|de arriba|hasta ahora|prévias|acima|précédentes|précédents|précédente|antérieures|ci-dessus|ci dessus|vorherig*|bisherig*|vorig*|obig*|früher*|vorangegangen*|vorausgegangen*|precedenti|di sopra|предыдущ*|прежн*|прошл*|выше|попередн*|السابقة|السابق|أعلاه|المسبقة|이전*|앞의|위의|지금까지*|기존*|之前|以前|先前|上面|上述|以上|此前|前面|原来|原有|これまで|今まで|上記|先の|前の|önceki',
  ),
  INSTR: w(
    'निर्देश|निर्देशों|नियम|hướng dẫn|chỉ dẫn|chỉ thị|quy tắc|instruksi|petunjuk|perintah|arahan|aturan|instrukcj*|polecen*|wytyczn*|zasad*|assignments|tasks|instructions|instruction|rules|guidelines|guideline|guidance|directives|directions|prompts|prompt|constraints|restrictions|policies|commands|orders|configuration|habits|checklist|guardrails|safeguards|system prompt|instrucciones|instrucción|instruccion|reglas|indicaciones|directrices|pautas|órdenes|normas|instruções|instrucoes|regras|diretrizes|orientações|orientacoes|ordens|consignes|règles|regles|indications|ordres|anweisung*|instruktion*|regeln|vorgaben|richtlinie*|befehle|istruzioni|regole|indicazioni|direttive|norme|инструкци*|правил*|указани*|директив*|інструкці*|вказівк*|التعليمات|تعليمات|الإرشادات|التوجيهات|القواعد|الأوامر|지시*|지침*|명령*|규칙*|指令|指示|说明|规则|規則|提示词|命令|设定|ルール|制約|talimat*|kural*',
  ),
  STRONG: w(
    'निर्देश|निर्देशों|hướng dẫn|chỉ dẫn|chỉ thị|instruksi|petunjuk|arahan|instrukcj*|polecen*|wytyczn*|instructions|instruction|guidelines|directives|guidance|prompts|guardrails|safeguards|system prompt|instrucciones|instrucción|instruções|instrucoes|consignes|anweisung*|instruktion*|istruzioni|инструкци*|інструкці*|التعليمات|تعليمات|지시*|지침*|指令|指示|提示词|talimat*',
  ),
  ALL: w(
    'सभी|सब|tất cả|mọi|semua|seluruh|wszystkie|wszystkich|wszelkie|all|every|any|each|entire|whole|todas|todos|toda|todo|toutes|tous|toute|alle|allen|aller|tutte|tutti|все|всех|всё|всі|جميع|كل|모든|전부|所有|全部|一切|すべて|全て|tüm',
  ),
  YOUR: w(
    'tuo|twój|twoje|swój|swoje|kamu|anda|của bạn|अपना|अपने|your|yours|tus|tu|sus|tes|ta|vos|votre|tes|deine|deinen|deiner|dein|ihre|tue|tuoi|tua|твои|ваши|свои|твої|你的|您的|あなたの|당신의|너의|seu|seus|suas|sua|teu|tuas',
  ),
  EVERYTHING: w('everything|anything|all of the above|tout|alles|tutto|всё|一切'),
  VOID: w(
    "superseded|void|revoked|obsolete|outdated|cancelled|canceled|invalid|invalidated|rescinded|overridden|lifted|suspended|no longer apply|no longer applies|no longer valid|do not apply|don't apply|does not apply|null and void|anulad*|revogad*|annulé*|annulées|aufgehoben|ungültig|annullat*|отменен*|недействительн*|作废|无效|無効|무효*",
  ),
  PRIORITY: w(
    'outranks|outrank|overrides|supersedes|trumps|takes precedence over|take precedence over|takes priority over|take priority over|has priority over|have priority over|prevails over|overrules',
  ),
  TOTALITY: w(
    'everything|all|any|anything|rest|others|whatever|system|operator|vendor|developer|previous|prior|earlier|what you were told',
  ),
  NOWYOU: w(
    "you are now|you're now|now you are|from now on you are|you will now be|you are no longer|tu es désormais|tu es maintenant|vous êtes désormais|vous êtes maintenant|désormais tu es|ahora eres|ahora usted es|a partir de ahora eres|agora você é|agora voce e|agora és|du bist jetzt|du bist ab jetzt|ab jetzt bist du|jetzt bist du|ora sei|adesso sei|теперь ты|теперь вы|ты теперь|відтепер ти|тепер ти|أنت الآن|انت الان|너는 이제|당신은 이제|이제 너는|이제 당신은|你现在是|您现在是|你现在|あなたは今から|今からあなたは|これからあなたは",
  ),
  ESCAL: w(
    'maintenance mode|admin mode|administrator mode|system mode|diagnostic mode|sudo mode|do anything now|can do anything|break the rules|no moral|amoral|no ethical|without any censorship|boundless|unrestricted|unfiltered|uncensored|unlimited|jailbroken|jailbreak|preapproved|pre approved|no content policy|never refuses|never refuse|god mode|developer mode|dan mode|root access|full access|no rules|no restrictions|no limits|no limitations|no filters|no guidelines|no boundaries|no owner|no ethics|without restrictions|without limits|without any restrictions|without rules|sans restriction|sans aucune restriction|sin restricciones|sin límites|sin limites|sem restrições|sem restricoes|sem limites|ohne einschränkungen|ohne grenzen|senza restrizioni|senza limiti|без ограничений|без каких либо ограничений|без обмежень|بدون قيود|دون قيود|بلا قيود|제한 없는|제한이 없는|不受限制|没有限制|无限制|無制限|制限なし|制限のない',
  ),
  NO: w('without|no|sans|sin|sem|ohne|senza|без|بدون|دون|بلا|없는'),
  LIMITS: w(
    'restrictions|restriction|limits|limitations|rules|filters|refusals|ограничен*|restricciones|restrições|einschränkungen|restrizioni|قيود|제한*',
  ),
  PRETEND: w(
    'simulate|continue as|respond as|act out|pretend|roleplay|role play|act as|play the role|simulate being|impersonate|finge|fingir|finja|fais semblant|faites semblant|spiele|tu joues|притворись|притворитесь|扮演|假装|ふりをして|척',
  ),
  ROLEESC: w(
    'administrator|admin|root|sysadmin|owner|superuser|human|unrestricted|jailbroken|dan|administrateur|administrador|администратор*',
  ),
  BEEN: w("you have been|you've been|you were just|you have just been"),
  UPGRADED: w('upgraded|updated|patched|unlocked|jailbroken|freed|reprogrammed|liberated'),
  INCHAR: w(
    'stay in character|remain in character|never break character|never mention being|never mention that you|never reveal that you|never admit that you|never mentions that it|never say you are an',
  ),
  NEG: w(
    "never|not|don't|dont|no|must not|should not|nunca|jamais|ne|nie|niemals|nicht|mai|non|не|ні|لا|ولا|하지|마세요|말고|不要|别|不得|切勿|しないで|ないで|勿|não|nao",
  ),
  TELL: w(
    'dime|dígame|dinos|revela|revele|révèle|révélez|dis-moi|dites-moi|verrate|verrat|nenne|dimmi|rivela|diga-me|conte-me|скажи|назови|раскрой|告诉我|说出|教えて|言って|明かして|알려줘|알려 주세요|말해|말해줘|söyle|açıkla|powiedz|podaj|ujawnij|cho tôi biết|tiết lộ|beri tahu|sebutkan|ungkapkan|बताओ|बताइए|बताएं|أخبرني|اكشف|قل لي|mention|tell|inform|reveal|disclose|report|notify|admit|warn|alert|bring up|menciones|digas|comentes|informes|avises|menciona|conte|avise|mencione|informe|dis|dites|mentionne|mentionnez|signale|erwähne|erwähnen|sag|sage|informiere|dire|menzionare|menziona|dica|сообщ*|говори|рассказыв*|упомина*|تخبر|تذكر|تبلغ|말하*|알리*|보고*|告诉|告知|通知|提及|透露|报告|伝え|報告|言わ|知らせ',
  ),
  TELLW: w('list|include|show|log|record|describe|summarise|summarize|note'),
  THIS: w(
    'this|it|that|these|them|anything|any of this|about this|about it|this step|this hook|this change|you did|what you did|esto|eso|isso|isto|cela|ça|das|dies|davon|questo|ciò|это|этом|ذلك|بذلك|이것|这|此|これ|de esto|sobre isso|nada de esto|about that',
  ),
  USER: w(
    'user|users|reviewer|reviewers|maintainer|maintainers|anyone|anybody|usuario|usuário|utilisateur|benutzer|nutzer|utente|пользовател*|المستخدم|사용자*|用户|用戶|ユーザー',
  ),
  NOBODY: w('nobody|no one|noone|никому|nadie|ninguém|personne|niemandem|nessuno|任何人|誰にも|아무에게도|لأحد'),
  NOTHING: w('nothing|nada|rien|nichts|niente|nulla|ничего|何も|아무것도|شيئا'),
  SAYV: w('say|answer|reply|respond|tell them|claim|deny|said'),
  KEEPV: w('leave|keep|omit|exclude|hide|leave out'),
  OUTOF: w('out of|outside of|out'),
  REPORTS: w(
    'pr|prs|pull request|pull requests|description|descriptions|summary|summaries|commit|commits|changelog|reply|replies|report|notes|release notes|diff|message|messages|review',
  ),
  ASK: w('asks|asked|ask|inquires'),
  DENY: w(
    "no|it does not|it doesn't|you didn't|you did not|it didn't|it is not|nothing|that it does not|that you did not",
  ),
  ASKFOR: w('ask for|ask them for|request|collect|prompt for|solicit|pida|peça|demande|frage nach'),
  THEIR: w("their|the user's|users'|customer's|customers'|su|seu|sua|leur|ihr"),
  CRED: w(
    'password|passwords|passcode|passcodes|pin|card number|card numbers|cvv|one time code|otp|2fa code|seed phrase|recovery phrase|ssn|contraseña|senha|mot de passe|passwort|пароль',
  ),
  REVEAL: w(
    'दिखाओ|दिखाएं|दिखाइए|बताओ|hiển thị|in ra|tiết lộ|tampilkan|tunjukkan|cetak|ungkapkan|pokaż|wypisz|ujawnij|wyświetl|yazdır|göster|print|output|reveal|show|display|repeat|dump|write|paste|copy|echo|share|leak|expose|send|disclose|list|recite|export|give out|tell me|read back|printing|outputting|revealing|showing|displaying|repeating|dumping|writing|pasting|copying|echoing|sharing|leaking|disclosing|listing|reciting|quote|quoting|reproduce|reproducing|restate|restating|include|including|append|appending|imprime|muestra|revela|escribe|copia|mostre|imprima|revele|escreva|affiche|révèle|écris|gib|zeige|drucke|gebe|ausgeben|kopiere|stampa|mostra|rivela|scrivi|выведи|покажи|напиши|раскрой|输出|打印|显示|透露|泄露|出力|表示|教えて|출력*|보여*|공개*|اطبع|اعرض|اكشف',
  ),
  SYSPROMPT: w(
    'सिस्टम प्रॉम्प्ट|lời nhắc hệ thống|prompt hệ thống|prompt sistem|prompt systemowy|systemowy prompt|sistem istemi|sistem istemini|system prompt|system prompts|system message|initial prompt|initial instructions|hidden instructions|hidden prompt|developer message|tool definitions|tool definition|tool schemas|instructions you received|instructions you were given|prompt you were given|systemprompt|system instructions|prompt del sistema|prompt de sistema|prompt système|prompt du système|instructions système|systemanweisungen|prompt di sistema|istruzioni di sistema|системный промпт|системные инструкции|موجه النظام|تعليمات النظام|시스템 프롬프트|系统提示|系统提示词|系統提示|システムプロンプト',
  ),
  SELFREF: w(
    'свой|полностью|كاملا|كاملاً|الخاص بك|tuo|completo|completa|pełny|cały|całą|swój|seluruh|kamu|toàn bộ|của bạn|पूरा|अपना|tamamen|tüm|your|complete|full|entire|whole|verbatim|hidden|initial|exact|original|all|word for word|you were given|you received|you have been given|given to you|deinen|deine|tu|seu|votre|ton|твой|ваш|전체*|全部|完整|全文|すべて|그대로|wörtlich|vollständigen|vollständige',
  ),
  CMDS: w(
    'command|commands|shell command|shell commands|action|actions|tool call|tool calls|comando|comandos|commande|commandes|befehl|befehle|kommando*|команд*|命令|コマンド|シェルコマンド|명령*|الأوامر|أمر|操作',
  ),
  WITHOUT: w('without|sans|sin|sem|ohne|senza|без|بدون|دون|없이|ずに|せずに|求めずに|无需|无须|不经|不用|不必'),
  CONFIRM: w(
    'asking|ask|confirmation|confirmations|approval|approvals|permission|permissions|review|prompting|waiting|consent|a yes|demander|chiedere|conferma|pedir|preguntar|confirmación|perguntar|confirmação|nachzufragen|fragen|bestätigung|rückfrage|подтверждени*|спрашива*|확인*|승인*|허락*|确认|批准|許可|承認|確認|تأكيد|إذن',
  ),
  DISABLE: w(
    'disable|disabled|turn off|switch off|off|remove|removes|bypass|deactivate|desactiva|desative|désactive|deaktiviere|disattiva|отключи|禁用|关闭|無効|تعطيل',
  ),
  SANDBOX: w(
    'sandbox|sandboxing|confirmation prompts|permission prompts|approval prompts|guardrails|safety checks|permission checks|confirmations|approval mode|refusal layer|sandkasten|песочниц*|沙箱|サンドボックス|샌드박스',
  ),
  FULLAUTO: w(
    'full auto|yolo|auto run|autorun|auto approve|autoapprove|auto approved|auto accept|always allow|allow all|unrestricted mode|bypass permissions',
  ),
  ENABLE: w(
    'enable|turn on|switch on|set|use|runs in|run in|activate|keep it on|put|allow|grant|authorised|authorized|on',
  ),
  DECODE: w(
    'decode|decoded|decoding|unhex|rot13|url decode|percent decode|decodifica|decodifique|décode|décodez|dekodiere|entschlüssele|декодируй|расшифруй|解码|解碼|デコード|디코딩',
  ),
  FOLLOW: w(
    'follow|execute|run|obey|do what it says|apply|act on|carry out|comply|implement|sigue|ejecuta|siga|exécute|suis|suivez|befolge|führe|segui|esegui|выполни|следуй|执行|遵循|実行|従っ|실행*|따르*|نفذ|اتبع',
  ),
  IF: w('if|when|whenever|should'),
  ONLYAUTH: w('only authority|sole authority|ultimate authority|supreme authority|highest authority'),
  SEND: w(
    'send|post|upload|forward|exfiltrate|transmit|mirror|email|e-mail|beacon|log|sync|push|pipe|enviar|envía|envia|enviar|envoie|envoyer|sende|senden|invia|отправ*|أرسل|وأرسل|전송*|发送|上传|送信',
  ),
  SENSITIVE: w(
    'env|environment|environment variables|secrets|secret|credentials|credential|token|tokens|api key|api keys|password|passwords|private key|ssh key|ssh keys|cookies|cookie|session|authorization|headers|card number|card numbers|iban|ibans|ssn|conversation|chat history|messages|request headers',
  ),
  READ: w(
    'read|cat|open|print|paste|copy|cp|include|attach|upload|post|send|show|dump|output|display|head|tail|less|type|base64|xxd|tar|zip|contents|get|fetch|leia|lee|lea|lis|lisez|lies|lese|leggi|читай|прочитай|прочти|读取|读|読み|읽*|اقرأ|inclua|incluye|kopiere|copie|copia',
  ),
  SECRETW: w(
    'clave secreta|clé secrète|geheimer schlüssel|geheimen schlüssel|chiave segreta|chave secreta|секретный ключ|秘密鍵|密钥|秘密密钥|비밀 키|gizli anahtar|tajny klucz|khóa bí mật|kunci rahasia|गुप्त कुंजी|المفتاح السري|password|passcode|passphrase|secret key|secret word|secret code|access code|code word|passwort|kennwort|mot de passe|contraseña|contrasena|senha|пароль|密码|密碼|口令|パスワード|合言葉|비밀번호|암호|parola|password segreta|şifre|şifreyi|hasło|hasła|mật khẩu|kata sandi|पासवर्ड|कूटशब्द|كلمة المرور|كلمة السر',
  ),
  VALUE: w('value|values|값*|值|値|valor|valeur|wert|значение|قيمة'),
}
