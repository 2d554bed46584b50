// The primary language subtags Lighthouse accepts in hreflang (its hreflang audit asks
// axe-core's isValidLang, built from the IANA language subtag registry): every two-letter
// ISO 639-1 code and every three-letter code registered without a two-letter one.
// Generated once from node_modules/lighthouse/third-party/axe/valid-langs.js by asking
// isValidLang for every two- and three-letter string; the registry itself is public data.

/** Two-letter codes, space-separated. */
const TWO_LETTER = [
  "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de",
  "dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id",
  "ie ig ii ik in io is it iu iw ja ji jv jw ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li",
  "ln lo lt lu lv mg mh mi mk ml mn mo mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa",
  "pi pl ps pt qu rm rn ro ru rw sa sc sd se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te tg th",
  "ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu",
].join(" ");

/** Three-letter codes grouped by their first two letters: "aaa aab" is written "aaab". */
const THREE_LETTER = [
  "aaabcdefghiklmnopqstuvwxz ababcdefghijlmnopqrstuvwxyz acabdefhiklmnpqrstuvwxyz",
  "adabdefghijlnopqrstuwxyz aeabcdeklmnqrsuwyz afabdeghiknopstuz agabcdefghijklmnopqrstuvwxyz",
  "ahabghiklmnoprst aiabcdefghijklmnopqrstwxy ajaginptuwz akbcdefghijklmopqrstuvwxyz",
  "alacdefghijklmnopqrstuvwxyz amabcefgijklmnopqrstuvwxyz anabcdefghijklmnopqrstuvwxyz",
  "aoabcdefghijklmnrstuxz apabcdefghijklmnopqrstuvwxyz aqacdglmnprtz arbcdehijklnopqrstuvwxyz",
  "asabcdefghijklnopqrstuvwxyz atabcdeghijklmnopqrstuvwxyz auabcdefghijklmnopqrstuwxyz avbdiklmnostuv",
  "awabcdeghikmnorstuvwxy axbegklmx ayabcdeghiklnopqrstuxyz azabcdgjmnotz baabcdefghijlnoprstuvwxyz",
  "bbabcdefghijklmnopqrstuvwxyz bcabcdefghijklmnopqrstuvwyz bdabcdefghijklmnopqrstuvwxyz",
  "beabcdefghijkmopqrstuvwxyz bfabcdefghijklmnopqrstuwxyz bgabcdefgijklmnopqrstuvwxyz",
  "bhabcdefghijklmnopqrstuvwxyz biabcdefgjklmnopqrtuvwxyz bjabcdefghijklmnopqrstuvwxyz",
  "bkabcdfghijklmnopqrstuvwxyz blabcdefghijklmnopqrstvwxyz bmabcdefghijklmnopqrstuvwxyz",
  "bnabcdefgijklmnopqrstuvwxyz boabefghijklmnopqrtuvwxyz bpabdghijklmnopqrstuvwxyz",
  "bqabcdfghijklmnopqrstuvwxyz brabcdfghijklmnopqrstuvwxyz bsabcefghijklmnopqrstuvwxy",
  "btabcdefghijklmnopqrstuvwxyz buabcdefghijkmnopqstuvwxyz bvabcdefghijklmnopqrtuvwxyz",
  "bwabcdefghijklmnopqrstuwxyz bxabcdefghijklmnopqrsuvwxz byabcdefghijklmnopqrstvwxyz",
  "bzabcdefghijklmnopqrstuvwxyz caabcdefghijklmnopqrsuvwxyz cbabcdeghijklnoqrstuvwy ccacdeghjlmnopqrs",
  "cdacdefghijmnorsyz ceabgklnty cfadgm cgacgk chbcdfghjklmnopqrtwxyz ciabcdehkmnprwy cjaehikmnoprsvy",
  "ckabhlmnoqrstuvxyz clacdehijklmotuwy cmacegiklmnorst cnabcghikloprstuwx coabcdefghjklmnopqtuvwxyz",
  "cpabcefginopsuxy cqdu crabcdfghijklmnopqrstvwxyz csabcdefghijklmnopqrstuvwyz ctacdeghlmnopstuz",
  "cuabcghijklmopqrstuvwxy cvgn cwabdegt cyabo czhknot daacdefghijklmopqrsuvwxyz dbabdefgijlmnopqrtuvwy",
  "dccr ddadegijnorsw decdefghiklmnpqrsvz dgabcdeghiklnorstuwxz dhadgilmnorsuvwx",
  "diabcdfghijklmnopqrstuwxyz djabcdefijklmnoruw dkaklrsx dlgkmn dmabcdefgklmnorsuvwxy",
  "dnadegijknortuvwy doabcefhiklnopqrstvwxyz dpp drabcdeghilnoqrstuwy dsbehilnoq dtabdhikmnoprstuy",
  "duabcdefghijklmnopqrsuvwxyz dva dwaklrsuwyz dyabdgimnouy dzadegln eaa ebcgkoru ecrsy eee efaei",
  "egaloxy ehu eiptv eja ekacegiklmopry elehikmopux emabegikmnopsuwxy enabcdfhlmnoqruvwx eot epi",
  "eraghikorstw eseghiklmnoqsuxy etbchnorstuxz euq evehn ewo ext eyao ezae faabdfghijklmnprtuxyz fbl",
  "fcs fer ffim fgr fiaeflprtuw fkkv flahilnry fmpu fnbgi fodimnrsx fpe fqs frcdkmopqrst fsels",
  "fubcdefhijmnqrtuvy fvr fwae gaabcdefghijklmnopqrstuvwxyz gbabcdefghijklmnopqrsuvwxyz gccdeflnrt",
  "gdabcdefghijklmnoqrstux geabcdfghijklmqsvwxyz gfktx ggabdegklnortuw ghacehklnorst",
  "giabcdeghlmnopqrstuwxyz gjikmnru gkadenopu glcdhijkloruwy gmabdeghlmnqruvwxyz gnabcdeghijklmnoqrtuwz",
  "goabcdefghijklmnopqrstuwxyz gpaen gqainru grabcdghijkmoqrstuvwxyz gseglmnopsw gtaiu",
  "guabcdefghiklmnopqrstuvwxz gvacefjlmnoprsy gwabcdefgijmnrtuwx gxx gyabdefgilmnory gzain",
  "haabcdefghijklmnopqrsvwxyz hbabnou hcah hdnsy headghim hgmw hhiry hiabdfghijklmortwx hji hkaekns",
  "hlabdetu hmabcdefghijklmnpqrstuvwxyz hnadeghijnosu hoabcdehijklmoprstvwyz hpos hracekmoprtuwxz",
  "hsbhlns htiosux hubcdefghijklmopqrstuvwxyz hvceknv hwaco hyawx iainpr ibabdeghilmnruy icahlr",
  "idabcdeirstu ifabefkmuy igbeglmnosw ihbipw iinr ijcejnos ikeikloprstvwxz ilabgiklmopsuvw imaeilnorsy",
  "inbceghjlmnopstz ioruw ipio iquw iraehiknoruxy isacdeghikmnortu itbcdeiklmorstvwxyz ium ivbv iwkmos",
  "ixcl iyaox izhirz jaabcdefhjklmnoqrstuxyz jbeijknortuw jcst jdagt jebeghiklnrtu jgbeko jhis",
  "jiabcdeghilmoqtuvy jjer jkamopru jles jmabcdilnrswx jnadgijls jobdgrsw jparx jqr jrabrtu jsl",
  "juabcdhiklmnoprstuwy jvdn jwi jyaey kaabcdefghijkmopqrvwxy kbabcdefghijklmnopqrstuvwxyz",
  "kcabcdefghijklmnopqrstuvwxyz kdacdefghijklmnopqrtuvwxyz keabcdefghijklmnopqrstuvwxyz",
  "kfabcdefghijklmnopqrstuvwxyz kgabcdefghijklmnopqrstuvwxy khabcdefghijklnopqrstuvwxyz",
  "kiabcdefghijlmopqstuvwxyz kjabcdefghijklmnopqrstuvxyz kkabcdefghijklmnopqrstuvwxyz",
  "klabcdefghijklmnopqrstuvwxyz kmabcdefghijklmnopqrstuvwxyz knabcdefgijklmnopqrstuvwxyz",
  "koacdefghijklopqstuvwxyz kpabcdefghijklmnopqrstuvwxyz kqabcdefghijklmnopqrstuvwxyz",
  "krabcdefhijklmnoprstuvwxyz ksabcdefghijklmnopqrstuvwxyz ktabcdefghijklmnopqrstuvwxyz",
  "kubcdefghijklmnopqstuvwxyz kvabcdefghijklmnopqrstuvwxyz kwabcdefghijklmnopqrstuvwxyz",
  "kxabcdefhijklmnopqrstuvwxyz kyabcdefghijklmnopqrstuvwxyz kzabcdefghijklmnopqrstuvwxyz",
  "laabcdefghijklmnpqrsuwxyz lbabcefgijklmnoqrstuvwxyz lccdefhlmpqs ldabdghijklmnopq",
  "leabcdefghijklmnopqrstuvwxyz lfan lgabghiklmnqrtuz lhahilmnpstu liabcdefghijklopqrsuvwxyz ljaeilpwx",
  "lkabcdehijlmnorstuy llabcdefghijklmnopqsux lmabcdefghijklmnopqruvwxyz lnabdghijlmnosuwz",
  "loabcefghijklmnopqrstuvwxyz lpaenox lracegiklmnortvz lsadeghilmnoprstvy ltcghinosu",
  "luacdefijklmnopqrstuvwyz lvaiksu lwaeghlmostuw lyagn lzhlnz maabdefgijkmnpqstuvwxz",
  "mbabcdefhijklmnopqrstuvwxyz mcabcdefghijklmnopqrstuvwxyz mdabcdefghijklmnpqrstuvwxyz",
  "meabcdefghijklmnopqrstuvwyz mfabcdefghijklmnopqrstuvwxyz mgabcdefghijklmnopqrstuvwxyz",
  "mhabcdefghijklmnopqrstuwxyz miabcdefghijklmnopqrstuwxyz mjabcdeghijklmnopqrstuvwxyz",
  "mkabcefghijklmnopqrstuvwxyz mlabcdefhijklmnopqrsuvwxz mmabcdefghijklmnopqrtuvwxyz",
  "mnabcdefghijklmnopqrstuvwxyz moacdefghijkmopqrstuvwxyz mpabcdeghijklmnopqrstuvwxyz",
  "mqabcefghijklmnopqrstuvwxyz mrabcdefghjklmnopqrstuvwxyz msbcdefghijklmnopqrstuvwxyz",
  "mtabcdefghijklmnopqrstuvwxy muabcdeghijklmnopqrstuvxyz mvabdefghiklmnopqrstuvwxyz",
  "mwabcdefghijklmnopqrstuvwxyz mxabcdefghijklmnopqrstuvwxyz mybcdefghijklmnopqrstuvwxyz",
  "mzabcdeghijklmnopqrstuvwxyz naabcdefghijklmnopqrstwxyz nbabcdefghijkmnopqrstuvwxy",
  "ncabcdefghijklmnopqrstuxz ndabcdfghijklmnpqrstuvwxyz neabcdefghijkmnoqrstuvwxyz nfadlru",
  "ngabcdefghijklmnopqrstuvwxyz nhabcdefghikmnopqrtuvwxyz niabcdefghijklmnoqrstuvwxyz",
  "njabdhijlmnorstuxyz nkabcdefghijkmnopqrstuvwxz nlacegijklmnoqruvwxyz nmabcdefghijklmnopqrstuvwxyz",
  "nnabcdefghijklmnpqrstuvwxyz noacdefghijklmnopqstuvwyz npabghilnosuxy nqgklmnoqy nrabcefgiklmnprtuxz",
  "nsabcdefghiklmnopqrstuvwxyz ntdegijkmoprsuwxyz nuabcdefghijklmnopqrstuvwxyz nvhmo nwabcegimorxy",
  "nxadegiklmnoqrux nybcdefghijklmnopqrstuvwxy nzabdikmsuyz oaacrv obiklmortu ocahou odaktu ofosu",
  "ogbcegou ohtu oian ojbcgpsvw okabdeghijklmnorsuvx oladekmortu omabcegiklnopqrtuvwx",
  "onabegijknoprstuwx oodgnrs opakmoty oraceghnorstuvwxyz osacioptux otabdeiklmnoqrstuwxyz ouabeimn ovd",
  "owil oybdmy ozm paabcdefghiklmopqrstuvwxyz pbbcefghilmnoprstuvyz pcabcdefghijklmnprw pdacinotu",
  "peabdefghijklmopqsvxyz pfael pgadgiklnsuyz phadghiklmnoqrtuvw piabcdefghijlmnoprstuvwxyz pjt",
  "pkabcghnoprstu plabcdefghjklnopqrstuvwyz pmabcdefhijklmnoqrstuwxyz pnabcdeghijklmnopqrstuvwxyz",
  "pocdefghikmnopqstvwxyz ppaeiklmnopqrstu pqaemw prabcdefghiklmnopqrstuwxyz psacdeghilmnopqrstuwy",
  "ptahinopqrtuvwy puabcdefgijkmopqrtuwxyz pwabgimnorw pxm pyemnsuxy pzn qaa quabcdfghiklmnpqrsvwxyz",
  "qvacehijlmnopswyz qwacehmst qxachlnopqrstuw qyap raabcdfghijklmnopqrstuvwxyz rbbklp rcf rdb",
  "reabegijlmnrsty rgaeknrsu rhgp riaeflmnrtu rjgis rkabhimtw rmabcdefghiklmnopqrstuvwxyz rnadglnprw",
  "roabcdefglmopruw rpnt rriot rsbilm rtchmsw rubcefghikopqtuyz rwakmor rxdw rynsu rzh",
  "saabcdefhijklmopqrstuvwxyz sbabcdefghijklmnopqrstuvwxyz scabefghiklnopqstuvwx",
  "sdabcefghjklmnopqrstuvxz seabcdefghijklmnopqrstuvwyz sfbemsw sgabcdeghijklmnoprstuwxyz",
  "shabcdeghijklmnopqrstuvwxyz siabdefghijklmopqrstuvwxyz sjabdegklmnoprstuw",
  "skabcdefghijkmnopqrstuvwxyz slacdefghijlmnpqrstuwxyz smabcdfghijklmnpqrstuvwxyz",
  "snbcefghijklmnopqrsuvwxyz soabcdeghijklnopqrsuvwxyz spbcdegiklmnopqrstuvxy sqahjkmnoqrstu",
  "srabcefghiklmnoqrstuvwxyz ssabcdefghijklmnopqrstuvxyz stabdefghijklmnopqrstuvwy",
  "suabcegijklmqrstvwxyz svabcekmrsx swbcfghijklmnopqrstuvwxy sxbcegklmnorsuw syabcdiklmnorswxy",
  "szabcdeglnpsvwy taabcdefgijklnopqrsuvwxyz tbabcdefghijklmnopqrstuvwxyz tcabcdefghiklmnopqstuwxyz",
  "tdabcdefghijklmnoqrstuvxy teabcdefghikmnopqrstuvwxyz tfinort tgabcdefghijnopqrstuvwxyz",
  "thcdefhiklmnpqrstuvwxyz tiacdefghijklmnopqstuvwxyz tjagijlmnopsuw tkabdefgklmnpqrstuvwxz",
  "tlabcdfghijklmnopqrstuvwxy tmabcdefghijklmnopqrstuvwyz tnabcdefghiklmnopqrstuvwxyz",
  "tobcdefghijlmopqrsuvwxyz tpacefgijklmnopqrtuvwxyz tqblmnopqrtuw trabcdefghijklmnopqrstuvwxyz",
  "tsabcdefghijklmpqrstuvwxyz ttabcdefghijklmnopqrstuvwyz tuabcdefghijlmnopqstuvwxyz tvadeklmnostuwxy",
  "twabcdefghlmnopqrtuwxy txabceghijmnoqrstuxy tyaehijlnprstuvxz tzahjlmnox uamnr ubailruy udaegijlmu",
  "ues ufi ugabenoy uhan uisv uji ukaghiklpqsuvwy ulabcefiklmnuw umabcdgimnoprsu unadegkmnpruxz uok",
  "upiv urabcefghijklmnoprtuvwxyz usahikpsu utaehpru uumnru uvehl uwa uya uzns vaaefghijlmnoprsuvy vbbk",
  "vecdlmopr vgrt vicdfglnstv vkaijklmoptu vlps vmabcdefghijklmpqrsuvwxyz vnkmp vort vraost vsilv vto",
  "vumnt vwa waabcdefghijklmnopqrstuvwxyz wbabefhijklmpqrstvw wcai wddgjkuy weacdghimnoprstuw wfg",
  "wgabgiouwy whagku wibcefghijklmnrtuvwy wjai wkabdlruwy wlaceghiklmorsuvwxy wmabcdehimnostwx",
  "wnbcdegikmnopuwy woabcdefgikmnorswy wpc wrabdghiklmnoprsuvwxyz wsagikrsuv wtfhikmw wuabdhlmnrtuvxy",
  "wwaborw wxaw wyabimry xaabcdegijklmnopqrstuvwy xbabcdegijmnoprwxy xcbceghlmnortuvwy xdackmoy",
  "xebdglmprstu xfa xgabdfgilmnruw xhacdertuv xiabilnprsvy xjbt xkabcdefghijklnopqrstuvwxyz",
  "xlabcdeginopsuy xmabcdefghjklmnopqrstuvwxyz xnabdghikmnorstuyz xocdgikmnoprw",
  "xpabcdefghijklmnopqrstuvwxyz xqat xrabdegimnqrtuw xsabcdehijlmnopqrsuvy xtabcdeghijlmnopqrstuvwyz",
  "xuabdgjlmnoprtu xveinos xwacdegjklortw xxbkmrt xyabjklty xzhmp yaabcdefghijklmnopqrstuvwxyz",
  "ybabdehijklmnoxy ychlnp ydadegks yeaceijlnrstuvy ygailmprsuw yhadls yiafghijklmnpqrstuvxyz",
  "ykagiklmnortuy ylabegilmnoruy ymabcdeghiklmnopqrstxz ynadeghklnoqsu yobgiklmnstxy ypabghkmnopz",
  "yrabeiklmnoswy yscdglnoprsy ytalpwy yuabcdefgijklmnpqrtuwxyz yvat ywaglnqrtuw yxaglmuy yyruz yzgk",
  "zaabcdefghijklmopqrstuvwxyz zbaceltw zcah zdj zeaghn zgabhmnr zhbdinwx ziabklmnrwz zkabdghknoprtuvz",
  "zlejmnqsw zmabcdefghijklmnopqrstuvwxyz znadegks zochmoqrs zpabcdefghijklmnopqrstuvwxyz zqe zragnops",
  "zsaklmru zteglmnpqstuxy zuahmny zwa zxx zybgjnp zzaj",
].join(" ");

let codes: ReadonlySet<string> | undefined;

function allCodes(): ReadonlySet<string> {
  if (codes) return codes;
  const set = new Set(TWO_LETTER.split(" "));
  for (const group of THREE_LETTER.split(" ")) {
    for (const last of group.slice(2)) set.add(group.slice(0, 2) + last);
  }
  codes = set;
  return set;
}

/** Whether `code` (lower case) is a registered primary language subtag. */
export function isLanguageCode(code: string): boolean {
  return allCodes().has(code);
}
