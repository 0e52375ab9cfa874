// 2,000 concrete classes, each registered with one line as an app writes it, for ColdRegistrationBenchmark: the
// registration code is specialized per type, and each type's registration is the first in the process. In twenty
// functions of 100 lines (as an app's assemblies), not one of 2,000: the optimizer's time grows faster than the
// function (compile-time.sh: 13.6 s at 300 registrations in one function, 98.7 s at 1,200), and one function of
// 2,000 took this package's release build from 30 s to 6.5 min. Generated: for i in 0..<2000 a `final class S<i>`,
// then one DIRuntime line and one Swinject line per class.
import DIRuntime
import Swinject

let concreteCount = 2_000

final class S0: Sendable {}
final class S1: Sendable {}
final class S2: Sendable {}
final class S3: Sendable {}
final class S4: Sendable {}
final class S5: Sendable {}
final class S6: Sendable {}
final class S7: Sendable {}
final class S8: Sendable {}
final class S9: Sendable {}
final class S10: Sendable {}
final class S11: Sendable {}
final class S12: Sendable {}
final class S13: Sendable {}
final class S14: Sendable {}
final class S15: Sendable {}
final class S16: Sendable {}
final class S17: Sendable {}
final class S18: Sendable {}
final class S19: Sendable {}
final class S20: Sendable {}
final class S21: Sendable {}
final class S22: Sendable {}
final class S23: Sendable {}
final class S24: Sendable {}
final class S25: Sendable {}
final class S26: Sendable {}
final class S27: Sendable {}
final class S28: Sendable {}
final class S29: Sendable {}
final class S30: Sendable {}
final class S31: Sendable {}
final class S32: Sendable {}
final class S33: Sendable {}
final class S34: Sendable {}
final class S35: Sendable {}
final class S36: Sendable {}
final class S37: Sendable {}
final class S38: Sendable {}
final class S39: Sendable {}
final class S40: Sendable {}
final class S41: Sendable {}
final class S42: Sendable {}
final class S43: Sendable {}
final class S44: Sendable {}
final class S45: Sendable {}
final class S46: Sendable {}
final class S47: Sendable {}
final class S48: Sendable {}
final class S49: Sendable {}
final class S50: Sendable {}
final class S51: Sendable {}
final class S52: Sendable {}
final class S53: Sendable {}
final class S54: Sendable {}
final class S55: Sendable {}
final class S56: Sendable {}
final class S57: Sendable {}
final class S58: Sendable {}
final class S59: Sendable {}
final class S60: Sendable {}
final class S61: Sendable {}
final class S62: Sendable {}
final class S63: Sendable {}
final class S64: Sendable {}
final class S65: Sendable {}
final class S66: Sendable {}
final class S67: Sendable {}
final class S68: Sendable {}
final class S69: Sendable {}
final class S70: Sendable {}
final class S71: Sendable {}
final class S72: Sendable {}
final class S73: Sendable {}
final class S74: Sendable {}
final class S75: Sendable {}
final class S76: Sendable {}
final class S77: Sendable {}
final class S78: Sendable {}
final class S79: Sendable {}
final class S80: Sendable {}
final class S81: Sendable {}
final class S82: Sendable {}
final class S83: Sendable {}
final class S84: Sendable {}
final class S85: Sendable {}
final class S86: Sendable {}
final class S87: Sendable {}
final class S88: Sendable {}
final class S89: Sendable {}
final class S90: Sendable {}
final class S91: Sendable {}
final class S92: Sendable {}
final class S93: Sendable {}
final class S94: Sendable {}
final class S95: Sendable {}
final class S96: Sendable {}
final class S97: Sendable {}
final class S98: Sendable {}
final class S99: Sendable {}
final class S100: Sendable {}
final class S101: Sendable {}
final class S102: Sendable {}
final class S103: Sendable {}
final class S104: Sendable {}
final class S105: Sendable {}
final class S106: Sendable {}
final class S107: Sendable {}
final class S108: Sendable {}
final class S109: Sendable {}
final class S110: Sendable {}
final class S111: Sendable {}
final class S112: Sendable {}
final class S113: Sendable {}
final class S114: Sendable {}
final class S115: Sendable {}
final class S116: Sendable {}
final class S117: Sendable {}
final class S118: Sendable {}
final class S119: Sendable {}
final class S120: Sendable {}
final class S121: Sendable {}
final class S122: Sendable {}
final class S123: Sendable {}
final class S124: Sendable {}
final class S125: Sendable {}
final class S126: Sendable {}
final class S127: Sendable {}
final class S128: Sendable {}
final class S129: Sendable {}
final class S130: Sendable {}
final class S131: Sendable {}
final class S132: Sendable {}
final class S133: Sendable {}
final class S134: Sendable {}
final class S135: Sendable {}
final class S136: Sendable {}
final class S137: Sendable {}
final class S138: Sendable {}
final class S139: Sendable {}
final class S140: Sendable {}
final class S141: Sendable {}
final class S142: Sendable {}
final class S143: Sendable {}
final class S144: Sendable {}
final class S145: Sendable {}
final class S146: Sendable {}
final class S147: Sendable {}
final class S148: Sendable {}
final class S149: Sendable {}
final class S150: Sendable {}
final class S151: Sendable {}
final class S152: Sendable {}
final class S153: Sendable {}
final class S154: Sendable {}
final class S155: Sendable {}
final class S156: Sendable {}
final class S157: Sendable {}
final class S158: Sendable {}
final class S159: Sendable {}
final class S160: Sendable {}
final class S161: Sendable {}
final class S162: Sendable {}
final class S163: Sendable {}
final class S164: Sendable {}
final class S165: Sendable {}
final class S166: Sendable {}
final class S167: Sendable {}
final class S168: Sendable {}
final class S169: Sendable {}
final class S170: Sendable {}
final class S171: Sendable {}
final class S172: Sendable {}
final class S173: Sendable {}
final class S174: Sendable {}
final class S175: Sendable {}
final class S176: Sendable {}
final class S177: Sendable {}
final class S178: Sendable {}
final class S179: Sendable {}
final class S180: Sendable {}
final class S181: Sendable {}
final class S182: Sendable {}
final class S183: Sendable {}
final class S184: Sendable {}
final class S185: Sendable {}
final class S186: Sendable {}
final class S187: Sendable {}
final class S188: Sendable {}
final class S189: Sendable {}
final class S190: Sendable {}
final class S191: Sendable {}
final class S192: Sendable {}
final class S193: Sendable {}
final class S194: Sendable {}
final class S195: Sendable {}
final class S196: Sendable {}
final class S197: Sendable {}
final class S198: Sendable {}
final class S199: Sendable {}
final class S200: Sendable {}
final class S201: Sendable {}
final class S202: Sendable {}
final class S203: Sendable {}
final class S204: Sendable {}
final class S205: Sendable {}
final class S206: Sendable {}
final class S207: Sendable {}
final class S208: Sendable {}
final class S209: Sendable {}
final class S210: Sendable {}
final class S211: Sendable {}
final class S212: Sendable {}
final class S213: Sendable {}
final class S214: Sendable {}
final class S215: Sendable {}
final class S216: Sendable {}
final class S217: Sendable {}
final class S218: Sendable {}
final class S219: Sendable {}
final class S220: Sendable {}
final class S221: Sendable {}
final class S222: Sendable {}
final class S223: Sendable {}
final class S224: Sendable {}
final class S225: Sendable {}
final class S226: Sendable {}
final class S227: Sendable {}
final class S228: Sendable {}
final class S229: Sendable {}
final class S230: Sendable {}
final class S231: Sendable {}
final class S232: Sendable {}
final class S233: Sendable {}
final class S234: Sendable {}
final class S235: Sendable {}
final class S236: Sendable {}
final class S237: Sendable {}
final class S238: Sendable {}
final class S239: Sendable {}
final class S240: Sendable {}
final class S241: Sendable {}
final class S242: Sendable {}
final class S243: Sendable {}
final class S244: Sendable {}
final class S245: Sendable {}
final class S246: Sendable {}
final class S247: Sendable {}
final class S248: Sendable {}
final class S249: Sendable {}
final class S250: Sendable {}
final class S251: Sendable {}
final class S252: Sendable {}
final class S253: Sendable {}
final class S254: Sendable {}
final class S255: Sendable {}
final class S256: Sendable {}
final class S257: Sendable {}
final class S258: Sendable {}
final class S259: Sendable {}
final class S260: Sendable {}
final class S261: Sendable {}
final class S262: Sendable {}
final class S263: Sendable {}
final class S264: Sendable {}
final class S265: Sendable {}
final class S266: Sendable {}
final class S267: Sendable {}
final class S268: Sendable {}
final class S269: Sendable {}
final class S270: Sendable {}
final class S271: Sendable {}
final class S272: Sendable {}
final class S273: Sendable {}
final class S274: Sendable {}
final class S275: Sendable {}
final class S276: Sendable {}
final class S277: Sendable {}
final class S278: Sendable {}
final class S279: Sendable {}
final class S280: Sendable {}
final class S281: Sendable {}
final class S282: Sendable {}
final class S283: Sendable {}
final class S284: Sendable {}
final class S285: Sendable {}
final class S286: Sendable {}
final class S287: Sendable {}
final class S288: Sendable {}
final class S289: Sendable {}
final class S290: Sendable {}
final class S291: Sendable {}
final class S292: Sendable {}
final class S293: Sendable {}
final class S294: Sendable {}
final class S295: Sendable {}
final class S296: Sendable {}
final class S297: Sendable {}
final class S298: Sendable {}
final class S299: Sendable {}
final class S300: Sendable {}
final class S301: Sendable {}
final class S302: Sendable {}
final class S303: Sendable {}
final class S304: Sendable {}
final class S305: Sendable {}
final class S306: Sendable {}
final class S307: Sendable {}
final class S308: Sendable {}
final class S309: Sendable {}
final class S310: Sendable {}
final class S311: Sendable {}
final class S312: Sendable {}
final class S313: Sendable {}
final class S314: Sendable {}
final class S315: Sendable {}
final class S316: Sendable {}
final class S317: Sendable {}
final class S318: Sendable {}
final class S319: Sendable {}
final class S320: Sendable {}
final class S321: Sendable {}
final class S322: Sendable {}
final class S323: Sendable {}
final class S324: Sendable {}
final class S325: Sendable {}
final class S326: Sendable {}
final class S327: Sendable {}
final class S328: Sendable {}
final class S329: Sendable {}
final class S330: Sendable {}
final class S331: Sendable {}
final class S332: Sendable {}
final class S333: Sendable {}
final class S334: Sendable {}
final class S335: Sendable {}
final class S336: Sendable {}
final class S337: Sendable {}
final class S338: Sendable {}
final class S339: Sendable {}
final class S340: Sendable {}
final class S341: Sendable {}
final class S342: Sendable {}
final class S343: Sendable {}
final class S344: Sendable {}
final class S345: Sendable {}
final class S346: Sendable {}
final class S347: Sendable {}
final class S348: Sendable {}
final class S349: Sendable {}
final class S350: Sendable {}
final class S351: Sendable {}
final class S352: Sendable {}
final class S353: Sendable {}
final class S354: Sendable {}
final class S355: Sendable {}
final class S356: Sendable {}
final class S357: Sendable {}
final class S358: Sendable {}
final class S359: Sendable {}
final class S360: Sendable {}
final class S361: Sendable {}
final class S362: Sendable {}
final class S363: Sendable {}
final class S364: Sendable {}
final class S365: Sendable {}
final class S366: Sendable {}
final class S367: Sendable {}
final class S368: Sendable {}
final class S369: Sendable {}
final class S370: Sendable {}
final class S371: Sendable {}
final class S372: Sendable {}
final class S373: Sendable {}
final class S374: Sendable {}
final class S375: Sendable {}
final class S376: Sendable {}
final class S377: Sendable {}
final class S378: Sendable {}
final class S379: Sendable {}
final class S380: Sendable {}
final class S381: Sendable {}
final class S382: Sendable {}
final class S383: Sendable {}
final class S384: Sendable {}
final class S385: Sendable {}
final class S386: Sendable {}
final class S387: Sendable {}
final class S388: Sendable {}
final class S389: Sendable {}
final class S390: Sendable {}
final class S391: Sendable {}
final class S392: Sendable {}
final class S393: Sendable {}
final class S394: Sendable {}
final class S395: Sendable {}
final class S396: Sendable {}
final class S397: Sendable {}
final class S398: Sendable {}
final class S399: Sendable {}
final class S400: Sendable {}
final class S401: Sendable {}
final class S402: Sendable {}
final class S403: Sendable {}
final class S404: Sendable {}
final class S405: Sendable {}
final class S406: Sendable {}
final class S407: Sendable {}
final class S408: Sendable {}
final class S409: Sendable {}
final class S410: Sendable {}
final class S411: Sendable {}
final class S412: Sendable {}
final class S413: Sendable {}
final class S414: Sendable {}
final class S415: Sendable {}
final class S416: Sendable {}
final class S417: Sendable {}
final class S418: Sendable {}
final class S419: Sendable {}
final class S420: Sendable {}
final class S421: Sendable {}
final class S422: Sendable {}
final class S423: Sendable {}
final class S424: Sendable {}
final class S425: Sendable {}
final class S426: Sendable {}
final class S427: Sendable {}
final class S428: Sendable {}
final class S429: Sendable {}
final class S430: Sendable {}
final class S431: Sendable {}
final class S432: Sendable {}
final class S433: Sendable {}
final class S434: Sendable {}
final class S435: Sendable {}
final class S436: Sendable {}
final class S437: Sendable {}
final class S438: Sendable {}
final class S439: Sendable {}
final class S440: Sendable {}
final class S441: Sendable {}
final class S442: Sendable {}
final class S443: Sendable {}
final class S444: Sendable {}
final class S445: Sendable {}
final class S446: Sendable {}
final class S447: Sendable {}
final class S448: Sendable {}
final class S449: Sendable {}
final class S450: Sendable {}
final class S451: Sendable {}
final class S452: Sendable {}
final class S453: Sendable {}
final class S454: Sendable {}
final class S455: Sendable {}
final class S456: Sendable {}
final class S457: Sendable {}
final class S458: Sendable {}
final class S459: Sendable {}
final class S460: Sendable {}
final class S461: Sendable {}
final class S462: Sendable {}
final class S463: Sendable {}
final class S464: Sendable {}
final class S465: Sendable {}
final class S466: Sendable {}
final class S467: Sendable {}
final class S468: Sendable {}
final class S469: Sendable {}
final class S470: Sendable {}
final class S471: Sendable {}
final class S472: Sendable {}
final class S473: Sendable {}
final class S474: Sendable {}
final class S475: Sendable {}
final class S476: Sendable {}
final class S477: Sendable {}
final class S478: Sendable {}
final class S479: Sendable {}
final class S480: Sendable {}
final class S481: Sendable {}
final class S482: Sendable {}
final class S483: Sendable {}
final class S484: Sendable {}
final class S485: Sendable {}
final class S486: Sendable {}
final class S487: Sendable {}
final class S488: Sendable {}
final class S489: Sendable {}
final class S490: Sendable {}
final class S491: Sendable {}
final class S492: Sendable {}
final class S493: Sendable {}
final class S494: Sendable {}
final class S495: Sendable {}
final class S496: Sendable {}
final class S497: Sendable {}
final class S498: Sendable {}
final class S499: Sendable {}
final class S500: Sendable {}
final class S501: Sendable {}
final class S502: Sendable {}
final class S503: Sendable {}
final class S504: Sendable {}
final class S505: Sendable {}
final class S506: Sendable {}
final class S507: Sendable {}
final class S508: Sendable {}
final class S509: Sendable {}
final class S510: Sendable {}
final class S511: Sendable {}
final class S512: Sendable {}
final class S513: Sendable {}
final class S514: Sendable {}
final class S515: Sendable {}
final class S516: Sendable {}
final class S517: Sendable {}
final class S518: Sendable {}
final class S519: Sendable {}
final class S520: Sendable {}
final class S521: Sendable {}
final class S522: Sendable {}
final class S523: Sendable {}
final class S524: Sendable {}
final class S525: Sendable {}
final class S526: Sendable {}
final class S527: Sendable {}
final class S528: Sendable {}
final class S529: Sendable {}
final class S530: Sendable {}
final class S531: Sendable {}
final class S532: Sendable {}
final class S533: Sendable {}
final class S534: Sendable {}
final class S535: Sendable {}
final class S536: Sendable {}
final class S537: Sendable {}
final class S538: Sendable {}
final class S539: Sendable {}
final class S540: Sendable {}
final class S541: Sendable {}
final class S542: Sendable {}
final class S543: Sendable {}
final class S544: Sendable {}
final class S545: Sendable {}
final class S546: Sendable {}
final class S547: Sendable {}
final class S548: Sendable {}
final class S549: Sendable {}
final class S550: Sendable {}
final class S551: Sendable {}
final class S552: Sendable {}
final class S553: Sendable {}
final class S554: Sendable {}
final class S555: Sendable {}
final class S556: Sendable {}
final class S557: Sendable {}
final class S558: Sendable {}
final class S559: Sendable {}
final class S560: Sendable {}
final class S561: Sendable {}
final class S562: Sendable {}
final class S563: Sendable {}
final class S564: Sendable {}
final class S565: Sendable {}
final class S566: Sendable {}
final class S567: Sendable {}
final class S568: Sendable {}
final class S569: Sendable {}
final class S570: Sendable {}
final class S571: Sendable {}
final class S572: Sendable {}
final class S573: Sendable {}
final class S574: Sendable {}
final class S575: Sendable {}
final class S576: Sendable {}
final class S577: Sendable {}
final class S578: Sendable {}
final class S579: Sendable {}
final class S580: Sendable {}
final class S581: Sendable {}
final class S582: Sendable {}
final class S583: Sendable {}
final class S584: Sendable {}
final class S585: Sendable {}
final class S586: Sendable {}
final class S587: Sendable {}
final class S588: Sendable {}
final class S589: Sendable {}
final class S590: Sendable {}
final class S591: Sendable {}
final class S592: Sendable {}
final class S593: Sendable {}
final class S594: Sendable {}
final class S595: Sendable {}
final class S596: Sendable {}
final class S597: Sendable {}
final class S598: Sendable {}
final class S599: Sendable {}
final class S600: Sendable {}
final class S601: Sendable {}
final class S602: Sendable {}
final class S603: Sendable {}
final class S604: Sendable {}
final class S605: Sendable {}
final class S606: Sendable {}
final class S607: Sendable {}
final class S608: Sendable {}
final class S609: Sendable {}
final class S610: Sendable {}
final class S611: Sendable {}
final class S612: Sendable {}
final class S613: Sendable {}
final class S614: Sendable {}
final class S615: Sendable {}
final class S616: Sendable {}
final class S617: Sendable {}
final class S618: Sendable {}
final class S619: Sendable {}
final class S620: Sendable {}
final class S621: Sendable {}
final class S622: Sendable {}
final class S623: Sendable {}
final class S624: Sendable {}
final class S625: Sendable {}
final class S626: Sendable {}
final class S627: Sendable {}
final class S628: Sendable {}
final class S629: Sendable {}
final class S630: Sendable {}
final class S631: Sendable {}
final class S632: Sendable {}
final class S633: Sendable {}
final class S634: Sendable {}
final class S635: Sendable {}
final class S636: Sendable {}
final class S637: Sendable {}
final class S638: Sendable {}
final class S639: Sendable {}
final class S640: Sendable {}
final class S641: Sendable {}
final class S642: Sendable {}
final class S643: Sendable {}
final class S644: Sendable {}
final class S645: Sendable {}
final class S646: Sendable {}
final class S647: Sendable {}
final class S648: Sendable {}
final class S649: Sendable {}
final class S650: Sendable {}
final class S651: Sendable {}
final class S652: Sendable {}
final class S653: Sendable {}
final class S654: Sendable {}
final class S655: Sendable {}
final class S656: Sendable {}
final class S657: Sendable {}
final class S658: Sendable {}
final class S659: Sendable {}
final class S660: Sendable {}
final class S661: Sendable {}
final class S662: Sendable {}
final class S663: Sendable {}
final class S664: Sendable {}
final class S665: Sendable {}
final class S666: Sendable {}
final class S667: Sendable {}
final class S668: Sendable {}
final class S669: Sendable {}
final class S670: Sendable {}
final class S671: Sendable {}
final class S672: Sendable {}
final class S673: Sendable {}
final class S674: Sendable {}
final class S675: Sendable {}
final class S676: Sendable {}
final class S677: Sendable {}
final class S678: Sendable {}
final class S679: Sendable {}
final class S680: Sendable {}
final class S681: Sendable {}
final class S682: Sendable {}
final class S683: Sendable {}
final class S684: Sendable {}
final class S685: Sendable {}
final class S686: Sendable {}
final class S687: Sendable {}
final class S688: Sendable {}
final class S689: Sendable {}
final class S690: Sendable {}
final class S691: Sendable {}
final class S692: Sendable {}
final class S693: Sendable {}
final class S694: Sendable {}
final class S695: Sendable {}
final class S696: Sendable {}
final class S697: Sendable {}
final class S698: Sendable {}
final class S699: Sendable {}
final class S700: Sendable {}
final class S701: Sendable {}
final class S702: Sendable {}
final class S703: Sendable {}
final class S704: Sendable {}
final class S705: Sendable {}
final class S706: Sendable {}
final class S707: Sendable {}
final class S708: Sendable {}
final class S709: Sendable {}
final class S710: Sendable {}
final class S711: Sendable {}
final class S712: Sendable {}
final class S713: Sendable {}
final class S714: Sendable {}
final class S715: Sendable {}
final class S716: Sendable {}
final class S717: Sendable {}
final class S718: Sendable {}
final class S719: Sendable {}
final class S720: Sendable {}
final class S721: Sendable {}
final class S722: Sendable {}
final class S723: Sendable {}
final class S724: Sendable {}
final class S725: Sendable {}
final class S726: Sendable {}
final class S727: Sendable {}
final class S728: Sendable {}
final class S729: Sendable {}
final class S730: Sendable {}
final class S731: Sendable {}
final class S732: Sendable {}
final class S733: Sendable {}
final class S734: Sendable {}
final class S735: Sendable {}
final class S736: Sendable {}
final class S737: Sendable {}
final class S738: Sendable {}
final class S739: Sendable {}
final class S740: Sendable {}
final class S741: Sendable {}
final class S742: Sendable {}
final class S743: Sendable {}
final class S744: Sendable {}
final class S745: Sendable {}
final class S746: Sendable {}
final class S747: Sendable {}
final class S748: Sendable {}
final class S749: Sendable {}
final class S750: Sendable {}
final class S751: Sendable {}
final class S752: Sendable {}
final class S753: Sendable {}
final class S754: Sendable {}
final class S755: Sendable {}
final class S756: Sendable {}
final class S757: Sendable {}
final class S758: Sendable {}
final class S759: Sendable {}
final class S760: Sendable {}
final class S761: Sendable {}
final class S762: Sendable {}
final class S763: Sendable {}
final class S764: Sendable {}
final class S765: Sendable {}
final class S766: Sendable {}
final class S767: Sendable {}
final class S768: Sendable {}
final class S769: Sendable {}
final class S770: Sendable {}
final class S771: Sendable {}
final class S772: Sendable {}
final class S773: Sendable {}
final class S774: Sendable {}
final class S775: Sendable {}
final class S776: Sendable {}
final class S777: Sendable {}
final class S778: Sendable {}
final class S779: Sendable {}
final class S780: Sendable {}
final class S781: Sendable {}
final class S782: Sendable {}
final class S783: Sendable {}
final class S784: Sendable {}
final class S785: Sendable {}
final class S786: Sendable {}
final class S787: Sendable {}
final class S788: Sendable {}
final class S789: Sendable {}
final class S790: Sendable {}
final class S791: Sendable {}
final class S792: Sendable {}
final class S793: Sendable {}
final class S794: Sendable {}
final class S795: Sendable {}
final class S796: Sendable {}
final class S797: Sendable {}
final class S798: Sendable {}
final class S799: Sendable {}
final class S800: Sendable {}
final class S801: Sendable {}
final class S802: Sendable {}
final class S803: Sendable {}
final class S804: Sendable {}
final class S805: Sendable {}
final class S806: Sendable {}
final class S807: Sendable {}
final class S808: Sendable {}
final class S809: Sendable {}
final class S810: Sendable {}
final class S811: Sendable {}
final class S812: Sendable {}
final class S813: Sendable {}
final class S814: Sendable {}
final class S815: Sendable {}
final class S816: Sendable {}
final class S817: Sendable {}
final class S818: Sendable {}
final class S819: Sendable {}
final class S820: Sendable {}
final class S821: Sendable {}
final class S822: Sendable {}
final class S823: Sendable {}
final class S824: Sendable {}
final class S825: Sendable {}
final class S826: Sendable {}
final class S827: Sendable {}
final class S828: Sendable {}
final class S829: Sendable {}
final class S830: Sendable {}
final class S831: Sendable {}
final class S832: Sendable {}
final class S833: Sendable {}
final class S834: Sendable {}
final class S835: Sendable {}
final class S836: Sendable {}
final class S837: Sendable {}
final class S838: Sendable {}
final class S839: Sendable {}
final class S840: Sendable {}
final class S841: Sendable {}
final class S842: Sendable {}
final class S843: Sendable {}
final class S844: Sendable {}
final class S845: Sendable {}
final class S846: Sendable {}
final class S847: Sendable {}
final class S848: Sendable {}
final class S849: Sendable {}
final class S850: Sendable {}
final class S851: Sendable {}
final class S852: Sendable {}
final class S853: Sendable {}
final class S854: Sendable {}
final class S855: Sendable {}
final class S856: Sendable {}
final class S857: Sendable {}
final class S858: Sendable {}
final class S859: Sendable {}
final class S860: Sendable {}
final class S861: Sendable {}
final class S862: Sendable {}
final class S863: Sendable {}
final class S864: Sendable {}
final class S865: Sendable {}
final class S866: Sendable {}
final class S867: Sendable {}
final class S868: Sendable {}
final class S869: Sendable {}
final class S870: Sendable {}
final class S871: Sendable {}
final class S872: Sendable {}
final class S873: Sendable {}
final class S874: Sendable {}
final class S875: Sendable {}
final class S876: Sendable {}
final class S877: Sendable {}
final class S878: Sendable {}
final class S879: Sendable {}
final class S880: Sendable {}
final class S881: Sendable {}
final class S882: Sendable {}
final class S883: Sendable {}
final class S884: Sendable {}
final class S885: Sendable {}
final class S886: Sendable {}
final class S887: Sendable {}
final class S888: Sendable {}
final class S889: Sendable {}
final class S890: Sendable {}
final class S891: Sendable {}
final class S892: Sendable {}
final class S893: Sendable {}
final class S894: Sendable {}
final class S895: Sendable {}
final class S896: Sendable {}
final class S897: Sendable {}
final class S898: Sendable {}
final class S899: Sendable {}
final class S900: Sendable {}
final class S901: Sendable {}
final class S902: Sendable {}
final class S903: Sendable {}
final class S904: Sendable {}
final class S905: Sendable {}
final class S906: Sendable {}
final class S907: Sendable {}
final class S908: Sendable {}
final class S909: Sendable {}
final class S910: Sendable {}
final class S911: Sendable {}
final class S912: Sendable {}
final class S913: Sendable {}
final class S914: Sendable {}
final class S915: Sendable {}
final class S916: Sendable {}
final class S917: Sendable {}
final class S918: Sendable {}
final class S919: Sendable {}
final class S920: Sendable {}
final class S921: Sendable {}
final class S922: Sendable {}
final class S923: Sendable {}
final class S924: Sendable {}
final class S925: Sendable {}
final class S926: Sendable {}
final class S927: Sendable {}
final class S928: Sendable {}
final class S929: Sendable {}
final class S930: Sendable {}
final class S931: Sendable {}
final class S932: Sendable {}
final class S933: Sendable {}
final class S934: Sendable {}
final class S935: Sendable {}
final class S936: Sendable {}
final class S937: Sendable {}
final class S938: Sendable {}
final class S939: Sendable {}
final class S940: Sendable {}
final class S941: Sendable {}
final class S942: Sendable {}
final class S943: Sendable {}
final class S944: Sendable {}
final class S945: Sendable {}
final class S946: Sendable {}
final class S947: Sendable {}
final class S948: Sendable {}
final class S949: Sendable {}
final class S950: Sendable {}
final class S951: Sendable {}
final class S952: Sendable {}
final class S953: Sendable {}
final class S954: Sendable {}
final class S955: Sendable {}
final class S956: Sendable {}
final class S957: Sendable {}
final class S958: Sendable {}
final class S959: Sendable {}
final class S960: Sendable {}
final class S961: Sendable {}
final class S962: Sendable {}
final class S963: Sendable {}
final class S964: Sendable {}
final class S965: Sendable {}
final class S966: Sendable {}
final class S967: Sendable {}
final class S968: Sendable {}
final class S969: Sendable {}
final class S970: Sendable {}
final class S971: Sendable {}
final class S972: Sendable {}
final class S973: Sendable {}
final class S974: Sendable {}
final class S975: Sendable {}
final class S976: Sendable {}
final class S977: Sendable {}
final class S978: Sendable {}
final class S979: Sendable {}
final class S980: Sendable {}
final class S981: Sendable {}
final class S982: Sendable {}
final class S983: Sendable {}
final class S984: Sendable {}
final class S985: Sendable {}
final class S986: Sendable {}
final class S987: Sendable {}
final class S988: Sendable {}
final class S989: Sendable {}
final class S990: Sendable {}
final class S991: Sendable {}
final class S992: Sendable {}
final class S993: Sendable {}
final class S994: Sendable {}
final class S995: Sendable {}
final class S996: Sendable {}
final class S997: Sendable {}
final class S998: Sendable {}
final class S999: Sendable {}
final class S1000: Sendable {}
final class S1001: Sendable {}
final class S1002: Sendable {}
final class S1003: Sendable {}
final class S1004: Sendable {}
final class S1005: Sendable {}
final class S1006: Sendable {}
final class S1007: Sendable {}
final class S1008: Sendable {}
final class S1009: Sendable {}
final class S1010: Sendable {}
final class S1011: Sendable {}
final class S1012: Sendable {}
final class S1013: Sendable {}
final class S1014: Sendable {}
final class S1015: Sendable {}
final class S1016: Sendable {}
final class S1017: Sendable {}
final class S1018: Sendable {}
final class S1019: Sendable {}
final class S1020: Sendable {}
final class S1021: Sendable {}
final class S1022: Sendable {}
final class S1023: Sendable {}
final class S1024: Sendable {}
final class S1025: Sendable {}
final class S1026: Sendable {}
final class S1027: Sendable {}
final class S1028: Sendable {}
final class S1029: Sendable {}
final class S1030: Sendable {}
final class S1031: Sendable {}
final class S1032: Sendable {}
final class S1033: Sendable {}
final class S1034: Sendable {}
final class S1035: Sendable {}
final class S1036: Sendable {}
final class S1037: Sendable {}
final class S1038: Sendable {}
final class S1039: Sendable {}
final class S1040: Sendable {}
final class S1041: Sendable {}
final class S1042: Sendable {}
final class S1043: Sendable {}
final class S1044: Sendable {}
final class S1045: Sendable {}
final class S1046: Sendable {}
final class S1047: Sendable {}
final class S1048: Sendable {}
final class S1049: Sendable {}
final class S1050: Sendable {}
final class S1051: Sendable {}
final class S1052: Sendable {}
final class S1053: Sendable {}
final class S1054: Sendable {}
final class S1055: Sendable {}
final class S1056: Sendable {}
final class S1057: Sendable {}
final class S1058: Sendable {}
final class S1059: Sendable {}
final class S1060: Sendable {}
final class S1061: Sendable {}
final class S1062: Sendable {}
final class S1063: Sendable {}
final class S1064: Sendable {}
final class S1065: Sendable {}
final class S1066: Sendable {}
final class S1067: Sendable {}
final class S1068: Sendable {}
final class S1069: Sendable {}
final class S1070: Sendable {}
final class S1071: Sendable {}
final class S1072: Sendable {}
final class S1073: Sendable {}
final class S1074: Sendable {}
final class S1075: Sendable {}
final class S1076: Sendable {}
final class S1077: Sendable {}
final class S1078: Sendable {}
final class S1079: Sendable {}
final class S1080: Sendable {}
final class S1081: Sendable {}
final class S1082: Sendable {}
final class S1083: Sendable {}
final class S1084: Sendable {}
final class S1085: Sendable {}
final class S1086: Sendable {}
final class S1087: Sendable {}
final class S1088: Sendable {}
final class S1089: Sendable {}
final class S1090: Sendable {}
final class S1091: Sendable {}
final class S1092: Sendable {}
final class S1093: Sendable {}
final class S1094: Sendable {}
final class S1095: Sendable {}
final class S1096: Sendable {}
final class S1097: Sendable {}
final class S1098: Sendable {}
final class S1099: Sendable {}
final class S1100: Sendable {}
final class S1101: Sendable {}
final class S1102: Sendable {}
final class S1103: Sendable {}
final class S1104: Sendable {}
final class S1105: Sendable {}
final class S1106: Sendable {}
final class S1107: Sendable {}
final class S1108: Sendable {}
final class S1109: Sendable {}
final class S1110: Sendable {}
final class S1111: Sendable {}
final class S1112: Sendable {}
final class S1113: Sendable {}
final class S1114: Sendable {}
final class S1115: Sendable {}
final class S1116: Sendable {}
final class S1117: Sendable {}
final class S1118: Sendable {}
final class S1119: Sendable {}
final class S1120: Sendable {}
final class S1121: Sendable {}
final class S1122: Sendable {}
final class S1123: Sendable {}
final class S1124: Sendable {}
final class S1125: Sendable {}
final class S1126: Sendable {}
final class S1127: Sendable {}
final class S1128: Sendable {}
final class S1129: Sendable {}
final class S1130: Sendable {}
final class S1131: Sendable {}
final class S1132: Sendable {}
final class S1133: Sendable {}
final class S1134: Sendable {}
final class S1135: Sendable {}
final class S1136: Sendable {}
final class S1137: Sendable {}
final class S1138: Sendable {}
final class S1139: Sendable {}
final class S1140: Sendable {}
final class S1141: Sendable {}
final class S1142: Sendable {}
final class S1143: Sendable {}
final class S1144: Sendable {}
final class S1145: Sendable {}
final class S1146: Sendable {}
final class S1147: Sendable {}
final class S1148: Sendable {}
final class S1149: Sendable {}
final class S1150: Sendable {}
final class S1151: Sendable {}
final class S1152: Sendable {}
final class S1153: Sendable {}
final class S1154: Sendable {}
final class S1155: Sendable {}
final class S1156: Sendable {}
final class S1157: Sendable {}
final class S1158: Sendable {}
final class S1159: Sendable {}
final class S1160: Sendable {}
final class S1161: Sendable {}
final class S1162: Sendable {}
final class S1163: Sendable {}
final class S1164: Sendable {}
final class S1165: Sendable {}
final class S1166: Sendable {}
final class S1167: Sendable {}
final class S1168: Sendable {}
final class S1169: Sendable {}
final class S1170: Sendable {}
final class S1171: Sendable {}
final class S1172: Sendable {}
final class S1173: Sendable {}
final class S1174: Sendable {}
final class S1175: Sendable {}
final class S1176: Sendable {}
final class S1177: Sendable {}
final class S1178: Sendable {}
final class S1179: Sendable {}
final class S1180: Sendable {}
final class S1181: Sendable {}
final class S1182: Sendable {}
final class S1183: Sendable {}
final class S1184: Sendable {}
final class S1185: Sendable {}
final class S1186: Sendable {}
final class S1187: Sendable {}
final class S1188: Sendable {}
final class S1189: Sendable {}
final class S1190: Sendable {}
final class S1191: Sendable {}
final class S1192: Sendable {}
final class S1193: Sendable {}
final class S1194: Sendable {}
final class S1195: Sendable {}
final class S1196: Sendable {}
final class S1197: Sendable {}
final class S1198: Sendable {}
final class S1199: Sendable {}
final class S1200: Sendable {}
final class S1201: Sendable {}
final class S1202: Sendable {}
final class S1203: Sendable {}
final class S1204: Sendable {}
final class S1205: Sendable {}
final class S1206: Sendable {}
final class S1207: Sendable {}
final class S1208: Sendable {}
final class S1209: Sendable {}
final class S1210: Sendable {}
final class S1211: Sendable {}
final class S1212: Sendable {}
final class S1213: Sendable {}
final class S1214: Sendable {}
final class S1215: Sendable {}
final class S1216: Sendable {}
final class S1217: Sendable {}
final class S1218: Sendable {}
final class S1219: Sendable {}
final class S1220: Sendable {}
final class S1221: Sendable {}
final class S1222: Sendable {}
final class S1223: Sendable {}
final class S1224: Sendable {}
final class S1225: Sendable {}
final class S1226: Sendable {}
final class S1227: Sendable {}
final class S1228: Sendable {}
final class S1229: Sendable {}
final class S1230: Sendable {}
final class S1231: Sendable {}
final class S1232: Sendable {}
final class S1233: Sendable {}
final class S1234: Sendable {}
final class S1235: Sendable {}
final class S1236: Sendable {}
final class S1237: Sendable {}
final class S1238: Sendable {}
final class S1239: Sendable {}
final class S1240: Sendable {}
final class S1241: Sendable {}
final class S1242: Sendable {}
final class S1243: Sendable {}
final class S1244: Sendable {}
final class S1245: Sendable {}
final class S1246: Sendable {}
final class S1247: Sendable {}
final class S1248: Sendable {}
final class S1249: Sendable {}
final class S1250: Sendable {}
final class S1251: Sendable {}
final class S1252: Sendable {}
final class S1253: Sendable {}
final class S1254: Sendable {}
final class S1255: Sendable {}
final class S1256: Sendable {}
final class S1257: Sendable {}
final class S1258: Sendable {}
final class S1259: Sendable {}
final class S1260: Sendable {}
final class S1261: Sendable {}
final class S1262: Sendable {}
final class S1263: Sendable {}
final class S1264: Sendable {}
final class S1265: Sendable {}
final class S1266: Sendable {}
final class S1267: Sendable {}
final class S1268: Sendable {}
final class S1269: Sendable {}
final class S1270: Sendable {}
final class S1271: Sendable {}
final class S1272: Sendable {}
final class S1273: Sendable {}
final class S1274: Sendable {}
final class S1275: Sendable {}
final class S1276: Sendable {}
final class S1277: Sendable {}
final class S1278: Sendable {}
final class S1279: Sendable {}
final class S1280: Sendable {}
final class S1281: Sendable {}
final class S1282: Sendable {}
final class S1283: Sendable {}
final class S1284: Sendable {}
final class S1285: Sendable {}
final class S1286: Sendable {}
final class S1287: Sendable {}
final class S1288: Sendable {}
final class S1289: Sendable {}
final class S1290: Sendable {}
final class S1291: Sendable {}
final class S1292: Sendable {}
final class S1293: Sendable {}
final class S1294: Sendable {}
final class S1295: Sendable {}
final class S1296: Sendable {}
final class S1297: Sendable {}
final class S1298: Sendable {}
final class S1299: Sendable {}
final class S1300: Sendable {}
final class S1301: Sendable {}
final class S1302: Sendable {}
final class S1303: Sendable {}
final class S1304: Sendable {}
final class S1305: Sendable {}
final class S1306: Sendable {}
final class S1307: Sendable {}
final class S1308: Sendable {}
final class S1309: Sendable {}
final class S1310: Sendable {}
final class S1311: Sendable {}
final class S1312: Sendable {}
final class S1313: Sendable {}
final class S1314: Sendable {}
final class S1315: Sendable {}
final class S1316: Sendable {}
final class S1317: Sendable {}
final class S1318: Sendable {}
final class S1319: Sendable {}
final class S1320: Sendable {}
final class S1321: Sendable {}
final class S1322: Sendable {}
final class S1323: Sendable {}
final class S1324: Sendable {}
final class S1325: Sendable {}
final class S1326: Sendable {}
final class S1327: Sendable {}
final class S1328: Sendable {}
final class S1329: Sendable {}
final class S1330: Sendable {}
final class S1331: Sendable {}
final class S1332: Sendable {}
final class S1333: Sendable {}
final class S1334: Sendable {}
final class S1335: Sendable {}
final class S1336: Sendable {}
final class S1337: Sendable {}
final class S1338: Sendable {}
final class S1339: Sendable {}
final class S1340: Sendable {}
final class S1341: Sendable {}
final class S1342: Sendable {}
final class S1343: Sendable {}
final class S1344: Sendable {}
final class S1345: Sendable {}
final class S1346: Sendable {}
final class S1347: Sendable {}
final class S1348: Sendable {}
final class S1349: Sendable {}
final class S1350: Sendable {}
final class S1351: Sendable {}
final class S1352: Sendable {}
final class S1353: Sendable {}
final class S1354: Sendable {}
final class S1355: Sendable {}
final class S1356: Sendable {}
final class S1357: Sendable {}
final class S1358: Sendable {}
final class S1359: Sendable {}
final class S1360: Sendable {}
final class S1361: Sendable {}
final class S1362: Sendable {}
final class S1363: Sendable {}
final class S1364: Sendable {}
final class S1365: Sendable {}
final class S1366: Sendable {}
final class S1367: Sendable {}
final class S1368: Sendable {}
final class S1369: Sendable {}
final class S1370: Sendable {}
final class S1371: Sendable {}
final class S1372: Sendable {}
final class S1373: Sendable {}
final class S1374: Sendable {}
final class S1375: Sendable {}
final class S1376: Sendable {}
final class S1377: Sendable {}
final class S1378: Sendable {}
final class S1379: Sendable {}
final class S1380: Sendable {}
final class S1381: Sendable {}
final class S1382: Sendable {}
final class S1383: Sendable {}
final class S1384: Sendable {}
final class S1385: Sendable {}
final class S1386: Sendable {}
final class S1387: Sendable {}
final class S1388: Sendable {}
final class S1389: Sendable {}
final class S1390: Sendable {}
final class S1391: Sendable {}
final class S1392: Sendable {}
final class S1393: Sendable {}
final class S1394: Sendable {}
final class S1395: Sendable {}
final class S1396: Sendable {}
final class S1397: Sendable {}
final class S1398: Sendable {}
final class S1399: Sendable {}
final class S1400: Sendable {}
final class S1401: Sendable {}
final class S1402: Sendable {}
final class S1403: Sendable {}
final class S1404: Sendable {}
final class S1405: Sendable {}
final class S1406: Sendable {}
final class S1407: Sendable {}
final class S1408: Sendable {}
final class S1409: Sendable {}
final class S1410: Sendable {}
final class S1411: Sendable {}
final class S1412: Sendable {}
final class S1413: Sendable {}
final class S1414: Sendable {}
final class S1415: Sendable {}
final class S1416: Sendable {}
final class S1417: Sendable {}
final class S1418: Sendable {}
final class S1419: Sendable {}
final class S1420: Sendable {}
final class S1421: Sendable {}
final class S1422: Sendable {}
final class S1423: Sendable {}
final class S1424: Sendable {}
final class S1425: Sendable {}
final class S1426: Sendable {}
final class S1427: Sendable {}
final class S1428: Sendable {}
final class S1429: Sendable {}
final class S1430: Sendable {}
final class S1431: Sendable {}
final class S1432: Sendable {}
final class S1433: Sendable {}
final class S1434: Sendable {}
final class S1435: Sendable {}
final class S1436: Sendable {}
final class S1437: Sendable {}
final class S1438: Sendable {}
final class S1439: Sendable {}
final class S1440: Sendable {}
final class S1441: Sendable {}
final class S1442: Sendable {}
final class S1443: Sendable {}
final class S1444: Sendable {}
final class S1445: Sendable {}
final class S1446: Sendable {}
final class S1447: Sendable {}
final class S1448: Sendable {}
final class S1449: Sendable {}
final class S1450: Sendable {}
final class S1451: Sendable {}
final class S1452: Sendable {}
final class S1453: Sendable {}
final class S1454: Sendable {}
final class S1455: Sendable {}
final class S1456: Sendable {}
final class S1457: Sendable {}
final class S1458: Sendable {}
final class S1459: Sendable {}
final class S1460: Sendable {}
final class S1461: Sendable {}
final class S1462: Sendable {}
final class S1463: Sendable {}
final class S1464: Sendable {}
final class S1465: Sendable {}
final class S1466: Sendable {}
final class S1467: Sendable {}
final class S1468: Sendable {}
final class S1469: Sendable {}
final class S1470: Sendable {}
final class S1471: Sendable {}
final class S1472: Sendable {}
final class S1473: Sendable {}
final class S1474: Sendable {}
final class S1475: Sendable {}
final class S1476: Sendable {}
final class S1477: Sendable {}
final class S1478: Sendable {}
final class S1479: Sendable {}
final class S1480: Sendable {}
final class S1481: Sendable {}
final class S1482: Sendable {}
final class S1483: Sendable {}
final class S1484: Sendable {}
final class S1485: Sendable {}
final class S1486: Sendable {}
final class S1487: Sendable {}
final class S1488: Sendable {}
final class S1489: Sendable {}
final class S1490: Sendable {}
final class S1491: Sendable {}
final class S1492: Sendable {}
final class S1493: Sendable {}
final class S1494: Sendable {}
final class S1495: Sendable {}
final class S1496: Sendable {}
final class S1497: Sendable {}
final class S1498: Sendable {}
final class S1499: Sendable {}
final class S1500: Sendable {}
final class S1501: Sendable {}
final class S1502: Sendable {}
final class S1503: Sendable {}
final class S1504: Sendable {}
final class S1505: Sendable {}
final class S1506: Sendable {}
final class S1507: Sendable {}
final class S1508: Sendable {}
final class S1509: Sendable {}
final class S1510: Sendable {}
final class S1511: Sendable {}
final class S1512: Sendable {}
final class S1513: Sendable {}
final class S1514: Sendable {}
final class S1515: Sendable {}
final class S1516: Sendable {}
final class S1517: Sendable {}
final class S1518: Sendable {}
final class S1519: Sendable {}
final class S1520: Sendable {}
final class S1521: Sendable {}
final class S1522: Sendable {}
final class S1523: Sendable {}
final class S1524: Sendable {}
final class S1525: Sendable {}
final class S1526: Sendable {}
final class S1527: Sendable {}
final class S1528: Sendable {}
final class S1529: Sendable {}
final class S1530: Sendable {}
final class S1531: Sendable {}
final class S1532: Sendable {}
final class S1533: Sendable {}
final class S1534: Sendable {}
final class S1535: Sendable {}
final class S1536: Sendable {}
final class S1537: Sendable {}
final class S1538: Sendable {}
final class S1539: Sendable {}
final class S1540: Sendable {}
final class S1541: Sendable {}
final class S1542: Sendable {}
final class S1543: Sendable {}
final class S1544: Sendable {}
final class S1545: Sendable {}
final class S1546: Sendable {}
final class S1547: Sendable {}
final class S1548: Sendable {}
final class S1549: Sendable {}
final class S1550: Sendable {}
final class S1551: Sendable {}
final class S1552: Sendable {}
final class S1553: Sendable {}
final class S1554: Sendable {}
final class S1555: Sendable {}
final class S1556: Sendable {}
final class S1557: Sendable {}
final class S1558: Sendable {}
final class S1559: Sendable {}
final class S1560: Sendable {}
final class S1561: Sendable {}
final class S1562: Sendable {}
final class S1563: Sendable {}
final class S1564: Sendable {}
final class S1565: Sendable {}
final class S1566: Sendable {}
final class S1567: Sendable {}
final class S1568: Sendable {}
final class S1569: Sendable {}
final class S1570: Sendable {}
final class S1571: Sendable {}
final class S1572: Sendable {}
final class S1573: Sendable {}
final class S1574: Sendable {}
final class S1575: Sendable {}
final class S1576: Sendable {}
final class S1577: Sendable {}
final class S1578: Sendable {}
final class S1579: Sendable {}
final class S1580: Sendable {}
final class S1581: Sendable {}
final class S1582: Sendable {}
final class S1583: Sendable {}
final class S1584: Sendable {}
final class S1585: Sendable {}
final class S1586: Sendable {}
final class S1587: Sendable {}
final class S1588: Sendable {}
final class S1589: Sendable {}
final class S1590: Sendable {}
final class S1591: Sendable {}
final class S1592: Sendable {}
final class S1593: Sendable {}
final class S1594: Sendable {}
final class S1595: Sendable {}
final class S1596: Sendable {}
final class S1597: Sendable {}
final class S1598: Sendable {}
final class S1599: Sendable {}
final class S1600: Sendable {}
final class S1601: Sendable {}
final class S1602: Sendable {}
final class S1603: Sendable {}
final class S1604: Sendable {}
final class S1605: Sendable {}
final class S1606: Sendable {}
final class S1607: Sendable {}
final class S1608: Sendable {}
final class S1609: Sendable {}
final class S1610: Sendable {}
final class S1611: Sendable {}
final class S1612: Sendable {}
final class S1613: Sendable {}
final class S1614: Sendable {}
final class S1615: Sendable {}
final class S1616: Sendable {}
final class S1617: Sendable {}
final class S1618: Sendable {}
final class S1619: Sendable {}
final class S1620: Sendable {}
final class S1621: Sendable {}
final class S1622: Sendable {}
final class S1623: Sendable {}
final class S1624: Sendable {}
final class S1625: Sendable {}
final class S1626: Sendable {}
final class S1627: Sendable {}
final class S1628: Sendable {}
final class S1629: Sendable {}
final class S1630: Sendable {}
final class S1631: Sendable {}
final class S1632: Sendable {}
final class S1633: Sendable {}
final class S1634: Sendable {}
final class S1635: Sendable {}
final class S1636: Sendable {}
final class S1637: Sendable {}
final class S1638: Sendable {}
final class S1639: Sendable {}
final class S1640: Sendable {}
final class S1641: Sendable {}
final class S1642: Sendable {}
final class S1643: Sendable {}
final class S1644: Sendable {}
final class S1645: Sendable {}
final class S1646: Sendable {}
final class S1647: Sendable {}
final class S1648: Sendable {}
final class S1649: Sendable {}
final class S1650: Sendable {}
final class S1651: Sendable {}
final class S1652: Sendable {}
final class S1653: Sendable {}
final class S1654: Sendable {}
final class S1655: Sendable {}
final class S1656: Sendable {}
final class S1657: Sendable {}
final class S1658: Sendable {}
final class S1659: Sendable {}
final class S1660: Sendable {}
final class S1661: Sendable {}
final class S1662: Sendable {}
final class S1663: Sendable {}
final class S1664: Sendable {}
final class S1665: Sendable {}
final class S1666: Sendable {}
final class S1667: Sendable {}
final class S1668: Sendable {}
final class S1669: Sendable {}
final class S1670: Sendable {}
final class S1671: Sendable {}
final class S1672: Sendable {}
final class S1673: Sendable {}
final class S1674: Sendable {}
final class S1675: Sendable {}
final class S1676: Sendable {}
final class S1677: Sendable {}
final class S1678: Sendable {}
final class S1679: Sendable {}
final class S1680: Sendable {}
final class S1681: Sendable {}
final class S1682: Sendable {}
final class S1683: Sendable {}
final class S1684: Sendable {}
final class S1685: Sendable {}
final class S1686: Sendable {}
final class S1687: Sendable {}
final class S1688: Sendable {}
final class S1689: Sendable {}
final class S1690: Sendable {}
final class S1691: Sendable {}
final class S1692: Sendable {}
final class S1693: Sendable {}
final class S1694: Sendable {}
final class S1695: Sendable {}
final class S1696: Sendable {}
final class S1697: Sendable {}
final class S1698: Sendable {}
final class S1699: Sendable {}
final class S1700: Sendable {}
final class S1701: Sendable {}
final class S1702: Sendable {}
final class S1703: Sendable {}
final class S1704: Sendable {}
final class S1705: Sendable {}
final class S1706: Sendable {}
final class S1707: Sendable {}
final class S1708: Sendable {}
final class S1709: Sendable {}
final class S1710: Sendable {}
final class S1711: Sendable {}
final class S1712: Sendable {}
final class S1713: Sendable {}
final class S1714: Sendable {}
final class S1715: Sendable {}
final class S1716: Sendable {}
final class S1717: Sendable {}
final class S1718: Sendable {}
final class S1719: Sendable {}
final class S1720: Sendable {}
final class S1721: Sendable {}
final class S1722: Sendable {}
final class S1723: Sendable {}
final class S1724: Sendable {}
final class S1725: Sendable {}
final class S1726: Sendable {}
final class S1727: Sendable {}
final class S1728: Sendable {}
final class S1729: Sendable {}
final class S1730: Sendable {}
final class S1731: Sendable {}
final class S1732: Sendable {}
final class S1733: Sendable {}
final class S1734: Sendable {}
final class S1735: Sendable {}
final class S1736: Sendable {}
final class S1737: Sendable {}
final class S1738: Sendable {}
final class S1739: Sendable {}
final class S1740: Sendable {}
final class S1741: Sendable {}
final class S1742: Sendable {}
final class S1743: Sendable {}
final class S1744: Sendable {}
final class S1745: Sendable {}
final class S1746: Sendable {}
final class S1747: Sendable {}
final class S1748: Sendable {}
final class S1749: Sendable {}
final class S1750: Sendable {}
final class S1751: Sendable {}
final class S1752: Sendable {}
final class S1753: Sendable {}
final class S1754: Sendable {}
final class S1755: Sendable {}
final class S1756: Sendable {}
final class S1757: Sendable {}
final class S1758: Sendable {}
final class S1759: Sendable {}
final class S1760: Sendable {}
final class S1761: Sendable {}
final class S1762: Sendable {}
final class S1763: Sendable {}
final class S1764: Sendable {}
final class S1765: Sendable {}
final class S1766: Sendable {}
final class S1767: Sendable {}
final class S1768: Sendable {}
final class S1769: Sendable {}
final class S1770: Sendable {}
final class S1771: Sendable {}
final class S1772: Sendable {}
final class S1773: Sendable {}
final class S1774: Sendable {}
final class S1775: Sendable {}
final class S1776: Sendable {}
final class S1777: Sendable {}
final class S1778: Sendable {}
final class S1779: Sendable {}
final class S1780: Sendable {}
final class S1781: Sendable {}
final class S1782: Sendable {}
final class S1783: Sendable {}
final class S1784: Sendable {}
final class S1785: Sendable {}
final class S1786: Sendable {}
final class S1787: Sendable {}
final class S1788: Sendable {}
final class S1789: Sendable {}
final class S1790: Sendable {}
final class S1791: Sendable {}
final class S1792: Sendable {}
final class S1793: Sendable {}
final class S1794: Sendable {}
final class S1795: Sendable {}
final class S1796: Sendable {}
final class S1797: Sendable {}
final class S1798: Sendable {}
final class S1799: Sendable {}
final class S1800: Sendable {}
final class S1801: Sendable {}
final class S1802: Sendable {}
final class S1803: Sendable {}
final class S1804: Sendable {}
final class S1805: Sendable {}
final class S1806: Sendable {}
final class S1807: Sendable {}
final class S1808: Sendable {}
final class S1809: Sendable {}
final class S1810: Sendable {}
final class S1811: Sendable {}
final class S1812: Sendable {}
final class S1813: Sendable {}
final class S1814: Sendable {}
final class S1815: Sendable {}
final class S1816: Sendable {}
final class S1817: Sendable {}
final class S1818: Sendable {}
final class S1819: Sendable {}
final class S1820: Sendable {}
final class S1821: Sendable {}
final class S1822: Sendable {}
final class S1823: Sendable {}
final class S1824: Sendable {}
final class S1825: Sendable {}
final class S1826: Sendable {}
final class S1827: Sendable {}
final class S1828: Sendable {}
final class S1829: Sendable {}
final class S1830: Sendable {}
final class S1831: Sendable {}
final class S1832: Sendable {}
final class S1833: Sendable {}
final class S1834: Sendable {}
final class S1835: Sendable {}
final class S1836: Sendable {}
final class S1837: Sendable {}
final class S1838: Sendable {}
final class S1839: Sendable {}
final class S1840: Sendable {}
final class S1841: Sendable {}
final class S1842: Sendable {}
final class S1843: Sendable {}
final class S1844: Sendable {}
final class S1845: Sendable {}
final class S1846: Sendable {}
final class S1847: Sendable {}
final class S1848: Sendable {}
final class S1849: Sendable {}
final class S1850: Sendable {}
final class S1851: Sendable {}
final class S1852: Sendable {}
final class S1853: Sendable {}
final class S1854: Sendable {}
final class S1855: Sendable {}
final class S1856: Sendable {}
final class S1857: Sendable {}
final class S1858: Sendable {}
final class S1859: Sendable {}
final class S1860: Sendable {}
final class S1861: Sendable {}
final class S1862: Sendable {}
final class S1863: Sendable {}
final class S1864: Sendable {}
final class S1865: Sendable {}
final class S1866: Sendable {}
final class S1867: Sendable {}
final class S1868: Sendable {}
final class S1869: Sendable {}
final class S1870: Sendable {}
final class S1871: Sendable {}
final class S1872: Sendable {}
final class S1873: Sendable {}
final class S1874: Sendable {}
final class S1875: Sendable {}
final class S1876: Sendable {}
final class S1877: Sendable {}
final class S1878: Sendable {}
final class S1879: Sendable {}
final class S1880: Sendable {}
final class S1881: Sendable {}
final class S1882: Sendable {}
final class S1883: Sendable {}
final class S1884: Sendable {}
final class S1885: Sendable {}
final class S1886: Sendable {}
final class S1887: Sendable {}
final class S1888: Sendable {}
final class S1889: Sendable {}
final class S1890: Sendable {}
final class S1891: Sendable {}
final class S1892: Sendable {}
final class S1893: Sendable {}
final class S1894: Sendable {}
final class S1895: Sendable {}
final class S1896: Sendable {}
final class S1897: Sendable {}
final class S1898: Sendable {}
final class S1899: Sendable {}
final class S1900: Sendable {}
final class S1901: Sendable {}
final class S1902: Sendable {}
final class S1903: Sendable {}
final class S1904: Sendable {}
final class S1905: Sendable {}
final class S1906: Sendable {}
final class S1907: Sendable {}
final class S1908: Sendable {}
final class S1909: Sendable {}
final class S1910: Sendable {}
final class S1911: Sendable {}
final class S1912: Sendable {}
final class S1913: Sendable {}
final class S1914: Sendable {}
final class S1915: Sendable {}
final class S1916: Sendable {}
final class S1917: Sendable {}
final class S1918: Sendable {}
final class S1919: Sendable {}
final class S1920: Sendable {}
final class S1921: Sendable {}
final class S1922: Sendable {}
final class S1923: Sendable {}
final class S1924: Sendable {}
final class S1925: Sendable {}
final class S1926: Sendable {}
final class S1927: Sendable {}
final class S1928: Sendable {}
final class S1929: Sendable {}
final class S1930: Sendable {}
final class S1931: Sendable {}
final class S1932: Sendable {}
final class S1933: Sendable {}
final class S1934: Sendable {}
final class S1935: Sendable {}
final class S1936: Sendable {}
final class S1937: Sendable {}
final class S1938: Sendable {}
final class S1939: Sendable {}
final class S1940: Sendable {}
final class S1941: Sendable {}
final class S1942: Sendable {}
final class S1943: Sendable {}
final class S1944: Sendable {}
final class S1945: Sendable {}
final class S1946: Sendable {}
final class S1947: Sendable {}
final class S1948: Sendable {}
final class S1949: Sendable {}
final class S1950: Sendable {}
final class S1951: Sendable {}
final class S1952: Sendable {}
final class S1953: Sendable {}
final class S1954: Sendable {}
final class S1955: Sendable {}
final class S1956: Sendable {}
final class S1957: Sendable {}
final class S1958: Sendable {}
final class S1959: Sendable {}
final class S1960: Sendable {}
final class S1961: Sendable {}
final class S1962: Sendable {}
final class S1963: Sendable {}
final class S1964: Sendable {}
final class S1965: Sendable {}
final class S1966: Sendable {}
final class S1967: Sendable {}
final class S1968: Sendable {}
final class S1969: Sendable {}
final class S1970: Sendable {}
final class S1971: Sendable {}
final class S1972: Sendable {}
final class S1973: Sendable {}
final class S1974: Sendable {}
final class S1975: Sendable {}
final class S1976: Sendable {}
final class S1977: Sendable {}
final class S1978: Sendable {}
final class S1979: Sendable {}
final class S1980: Sendable {}
final class S1981: Sendable {}
final class S1982: Sendable {}
final class S1983: Sendable {}
final class S1984: Sendable {}
final class S1985: Sendable {}
final class S1986: Sendable {}
final class S1987: Sendable {}
final class S1988: Sendable {}
final class S1989: Sendable {}
final class S1990: Sendable {}
final class S1991: Sendable {}
final class S1992: Sendable {}
final class S1993: Sendable {}
final class S1994: Sendable {}
final class S1995: Sendable {}
final class S1996: Sendable {}
final class S1997: Sendable {}
final class S1998: Sendable {}
final class S1999: Sendable {}

@inline(never)
func registerDIRuntimePart0(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S0() }
    container.register(.unique) { _ in S1() }
    container.register(.unique) { _ in S2() }
    container.register(.unique) { _ in S3() }
    container.register(.unique) { _ in S4() }
    container.register(.unique) { _ in S5() }
    container.register(.unique) { _ in S6() }
    container.register(.unique) { _ in S7() }
    container.register(.unique) { _ in S8() }
    container.register(.unique) { _ in S9() }
    container.register(.unique) { _ in S10() }
    container.register(.unique) { _ in S11() }
    container.register(.unique) { _ in S12() }
    container.register(.unique) { _ in S13() }
    container.register(.unique) { _ in S14() }
    container.register(.unique) { _ in S15() }
    container.register(.unique) { _ in S16() }
    container.register(.unique) { _ in S17() }
    container.register(.unique) { _ in S18() }
    container.register(.unique) { _ in S19() }
    container.register(.unique) { _ in S20() }
    container.register(.unique) { _ in S21() }
    container.register(.unique) { _ in S22() }
    container.register(.unique) { _ in S23() }
    container.register(.unique) { _ in S24() }
    container.register(.unique) { _ in S25() }
    container.register(.unique) { _ in S26() }
    container.register(.unique) { _ in S27() }
    container.register(.unique) { _ in S28() }
    container.register(.unique) { _ in S29() }
    container.register(.unique) { _ in S30() }
    container.register(.unique) { _ in S31() }
    container.register(.unique) { _ in S32() }
    container.register(.unique) { _ in S33() }
    container.register(.unique) { _ in S34() }
    container.register(.unique) { _ in S35() }
    container.register(.unique) { _ in S36() }
    container.register(.unique) { _ in S37() }
    container.register(.unique) { _ in S38() }
    container.register(.unique) { _ in S39() }
    container.register(.unique) { _ in S40() }
    container.register(.unique) { _ in S41() }
    container.register(.unique) { _ in S42() }
    container.register(.unique) { _ in S43() }
    container.register(.unique) { _ in S44() }
    container.register(.unique) { _ in S45() }
    container.register(.unique) { _ in S46() }
    container.register(.unique) { _ in S47() }
    container.register(.unique) { _ in S48() }
    container.register(.unique) { _ in S49() }
    container.register(.unique) { _ in S50() }
    container.register(.unique) { _ in S51() }
    container.register(.unique) { _ in S52() }
    container.register(.unique) { _ in S53() }
    container.register(.unique) { _ in S54() }
    container.register(.unique) { _ in S55() }
    container.register(.unique) { _ in S56() }
    container.register(.unique) { _ in S57() }
    container.register(.unique) { _ in S58() }
    container.register(.unique) { _ in S59() }
    container.register(.unique) { _ in S60() }
    container.register(.unique) { _ in S61() }
    container.register(.unique) { _ in S62() }
    container.register(.unique) { _ in S63() }
    container.register(.unique) { _ in S64() }
    container.register(.unique) { _ in S65() }
    container.register(.unique) { _ in S66() }
    container.register(.unique) { _ in S67() }
    container.register(.unique) { _ in S68() }
    container.register(.unique) { _ in S69() }
    container.register(.unique) { _ in S70() }
    container.register(.unique) { _ in S71() }
    container.register(.unique) { _ in S72() }
    container.register(.unique) { _ in S73() }
    container.register(.unique) { _ in S74() }
    container.register(.unique) { _ in S75() }
    container.register(.unique) { _ in S76() }
    container.register(.unique) { _ in S77() }
    container.register(.unique) { _ in S78() }
    container.register(.unique) { _ in S79() }
    container.register(.unique) { _ in S80() }
    container.register(.unique) { _ in S81() }
    container.register(.unique) { _ in S82() }
    container.register(.unique) { _ in S83() }
    container.register(.unique) { _ in S84() }
    container.register(.unique) { _ in S85() }
    container.register(.unique) { _ in S86() }
    container.register(.unique) { _ in S87() }
    container.register(.unique) { _ in S88() }
    container.register(.unique) { _ in S89() }
    container.register(.unique) { _ in S90() }
    container.register(.unique) { _ in S91() }
    container.register(.unique) { _ in S92() }
    container.register(.unique) { _ in S93() }
    container.register(.unique) { _ in S94() }
    container.register(.unique) { _ in S95() }
    container.register(.unique) { _ in S96() }
    container.register(.unique) { _ in S97() }
    container.register(.unique) { _ in S98() }
    container.register(.unique) { _ in S99() }
}

@inline(never)
func registerDIRuntimePart1(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S100() }
    container.register(.unique) { _ in S101() }
    container.register(.unique) { _ in S102() }
    container.register(.unique) { _ in S103() }
    container.register(.unique) { _ in S104() }
    container.register(.unique) { _ in S105() }
    container.register(.unique) { _ in S106() }
    container.register(.unique) { _ in S107() }
    container.register(.unique) { _ in S108() }
    container.register(.unique) { _ in S109() }
    container.register(.unique) { _ in S110() }
    container.register(.unique) { _ in S111() }
    container.register(.unique) { _ in S112() }
    container.register(.unique) { _ in S113() }
    container.register(.unique) { _ in S114() }
    container.register(.unique) { _ in S115() }
    container.register(.unique) { _ in S116() }
    container.register(.unique) { _ in S117() }
    container.register(.unique) { _ in S118() }
    container.register(.unique) { _ in S119() }
    container.register(.unique) { _ in S120() }
    container.register(.unique) { _ in S121() }
    container.register(.unique) { _ in S122() }
    container.register(.unique) { _ in S123() }
    container.register(.unique) { _ in S124() }
    container.register(.unique) { _ in S125() }
    container.register(.unique) { _ in S126() }
    container.register(.unique) { _ in S127() }
    container.register(.unique) { _ in S128() }
    container.register(.unique) { _ in S129() }
    container.register(.unique) { _ in S130() }
    container.register(.unique) { _ in S131() }
    container.register(.unique) { _ in S132() }
    container.register(.unique) { _ in S133() }
    container.register(.unique) { _ in S134() }
    container.register(.unique) { _ in S135() }
    container.register(.unique) { _ in S136() }
    container.register(.unique) { _ in S137() }
    container.register(.unique) { _ in S138() }
    container.register(.unique) { _ in S139() }
    container.register(.unique) { _ in S140() }
    container.register(.unique) { _ in S141() }
    container.register(.unique) { _ in S142() }
    container.register(.unique) { _ in S143() }
    container.register(.unique) { _ in S144() }
    container.register(.unique) { _ in S145() }
    container.register(.unique) { _ in S146() }
    container.register(.unique) { _ in S147() }
    container.register(.unique) { _ in S148() }
    container.register(.unique) { _ in S149() }
    container.register(.unique) { _ in S150() }
    container.register(.unique) { _ in S151() }
    container.register(.unique) { _ in S152() }
    container.register(.unique) { _ in S153() }
    container.register(.unique) { _ in S154() }
    container.register(.unique) { _ in S155() }
    container.register(.unique) { _ in S156() }
    container.register(.unique) { _ in S157() }
    container.register(.unique) { _ in S158() }
    container.register(.unique) { _ in S159() }
    container.register(.unique) { _ in S160() }
    container.register(.unique) { _ in S161() }
    container.register(.unique) { _ in S162() }
    container.register(.unique) { _ in S163() }
    container.register(.unique) { _ in S164() }
    container.register(.unique) { _ in S165() }
    container.register(.unique) { _ in S166() }
    container.register(.unique) { _ in S167() }
    container.register(.unique) { _ in S168() }
    container.register(.unique) { _ in S169() }
    container.register(.unique) { _ in S170() }
    container.register(.unique) { _ in S171() }
    container.register(.unique) { _ in S172() }
    container.register(.unique) { _ in S173() }
    container.register(.unique) { _ in S174() }
    container.register(.unique) { _ in S175() }
    container.register(.unique) { _ in S176() }
    container.register(.unique) { _ in S177() }
    container.register(.unique) { _ in S178() }
    container.register(.unique) { _ in S179() }
    container.register(.unique) { _ in S180() }
    container.register(.unique) { _ in S181() }
    container.register(.unique) { _ in S182() }
    container.register(.unique) { _ in S183() }
    container.register(.unique) { _ in S184() }
    container.register(.unique) { _ in S185() }
    container.register(.unique) { _ in S186() }
    container.register(.unique) { _ in S187() }
    container.register(.unique) { _ in S188() }
    container.register(.unique) { _ in S189() }
    container.register(.unique) { _ in S190() }
    container.register(.unique) { _ in S191() }
    container.register(.unique) { _ in S192() }
    container.register(.unique) { _ in S193() }
    container.register(.unique) { _ in S194() }
    container.register(.unique) { _ in S195() }
    container.register(.unique) { _ in S196() }
    container.register(.unique) { _ in S197() }
    container.register(.unique) { _ in S198() }
    container.register(.unique) { _ in S199() }
}

@inline(never)
func registerDIRuntimePart2(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S200() }
    container.register(.unique) { _ in S201() }
    container.register(.unique) { _ in S202() }
    container.register(.unique) { _ in S203() }
    container.register(.unique) { _ in S204() }
    container.register(.unique) { _ in S205() }
    container.register(.unique) { _ in S206() }
    container.register(.unique) { _ in S207() }
    container.register(.unique) { _ in S208() }
    container.register(.unique) { _ in S209() }
    container.register(.unique) { _ in S210() }
    container.register(.unique) { _ in S211() }
    container.register(.unique) { _ in S212() }
    container.register(.unique) { _ in S213() }
    container.register(.unique) { _ in S214() }
    container.register(.unique) { _ in S215() }
    container.register(.unique) { _ in S216() }
    container.register(.unique) { _ in S217() }
    container.register(.unique) { _ in S218() }
    container.register(.unique) { _ in S219() }
    container.register(.unique) { _ in S220() }
    container.register(.unique) { _ in S221() }
    container.register(.unique) { _ in S222() }
    container.register(.unique) { _ in S223() }
    container.register(.unique) { _ in S224() }
    container.register(.unique) { _ in S225() }
    container.register(.unique) { _ in S226() }
    container.register(.unique) { _ in S227() }
    container.register(.unique) { _ in S228() }
    container.register(.unique) { _ in S229() }
    container.register(.unique) { _ in S230() }
    container.register(.unique) { _ in S231() }
    container.register(.unique) { _ in S232() }
    container.register(.unique) { _ in S233() }
    container.register(.unique) { _ in S234() }
    container.register(.unique) { _ in S235() }
    container.register(.unique) { _ in S236() }
    container.register(.unique) { _ in S237() }
    container.register(.unique) { _ in S238() }
    container.register(.unique) { _ in S239() }
    container.register(.unique) { _ in S240() }
    container.register(.unique) { _ in S241() }
    container.register(.unique) { _ in S242() }
    container.register(.unique) { _ in S243() }
    container.register(.unique) { _ in S244() }
    container.register(.unique) { _ in S245() }
    container.register(.unique) { _ in S246() }
    container.register(.unique) { _ in S247() }
    container.register(.unique) { _ in S248() }
    container.register(.unique) { _ in S249() }
    container.register(.unique) { _ in S250() }
    container.register(.unique) { _ in S251() }
    container.register(.unique) { _ in S252() }
    container.register(.unique) { _ in S253() }
    container.register(.unique) { _ in S254() }
    container.register(.unique) { _ in S255() }
    container.register(.unique) { _ in S256() }
    container.register(.unique) { _ in S257() }
    container.register(.unique) { _ in S258() }
    container.register(.unique) { _ in S259() }
    container.register(.unique) { _ in S260() }
    container.register(.unique) { _ in S261() }
    container.register(.unique) { _ in S262() }
    container.register(.unique) { _ in S263() }
    container.register(.unique) { _ in S264() }
    container.register(.unique) { _ in S265() }
    container.register(.unique) { _ in S266() }
    container.register(.unique) { _ in S267() }
    container.register(.unique) { _ in S268() }
    container.register(.unique) { _ in S269() }
    container.register(.unique) { _ in S270() }
    container.register(.unique) { _ in S271() }
    container.register(.unique) { _ in S272() }
    container.register(.unique) { _ in S273() }
    container.register(.unique) { _ in S274() }
    container.register(.unique) { _ in S275() }
    container.register(.unique) { _ in S276() }
    container.register(.unique) { _ in S277() }
    container.register(.unique) { _ in S278() }
    container.register(.unique) { _ in S279() }
    container.register(.unique) { _ in S280() }
    container.register(.unique) { _ in S281() }
    container.register(.unique) { _ in S282() }
    container.register(.unique) { _ in S283() }
    container.register(.unique) { _ in S284() }
    container.register(.unique) { _ in S285() }
    container.register(.unique) { _ in S286() }
    container.register(.unique) { _ in S287() }
    container.register(.unique) { _ in S288() }
    container.register(.unique) { _ in S289() }
    container.register(.unique) { _ in S290() }
    container.register(.unique) { _ in S291() }
    container.register(.unique) { _ in S292() }
    container.register(.unique) { _ in S293() }
    container.register(.unique) { _ in S294() }
    container.register(.unique) { _ in S295() }
    container.register(.unique) { _ in S296() }
    container.register(.unique) { _ in S297() }
    container.register(.unique) { _ in S298() }
    container.register(.unique) { _ in S299() }
}

@inline(never)
func registerDIRuntimePart3(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S300() }
    container.register(.unique) { _ in S301() }
    container.register(.unique) { _ in S302() }
    container.register(.unique) { _ in S303() }
    container.register(.unique) { _ in S304() }
    container.register(.unique) { _ in S305() }
    container.register(.unique) { _ in S306() }
    container.register(.unique) { _ in S307() }
    container.register(.unique) { _ in S308() }
    container.register(.unique) { _ in S309() }
    container.register(.unique) { _ in S310() }
    container.register(.unique) { _ in S311() }
    container.register(.unique) { _ in S312() }
    container.register(.unique) { _ in S313() }
    container.register(.unique) { _ in S314() }
    container.register(.unique) { _ in S315() }
    container.register(.unique) { _ in S316() }
    container.register(.unique) { _ in S317() }
    container.register(.unique) { _ in S318() }
    container.register(.unique) { _ in S319() }
    container.register(.unique) { _ in S320() }
    container.register(.unique) { _ in S321() }
    container.register(.unique) { _ in S322() }
    container.register(.unique) { _ in S323() }
    container.register(.unique) { _ in S324() }
    container.register(.unique) { _ in S325() }
    container.register(.unique) { _ in S326() }
    container.register(.unique) { _ in S327() }
    container.register(.unique) { _ in S328() }
    container.register(.unique) { _ in S329() }
    container.register(.unique) { _ in S330() }
    container.register(.unique) { _ in S331() }
    container.register(.unique) { _ in S332() }
    container.register(.unique) { _ in S333() }
    container.register(.unique) { _ in S334() }
    container.register(.unique) { _ in S335() }
    container.register(.unique) { _ in S336() }
    container.register(.unique) { _ in S337() }
    container.register(.unique) { _ in S338() }
    container.register(.unique) { _ in S339() }
    container.register(.unique) { _ in S340() }
    container.register(.unique) { _ in S341() }
    container.register(.unique) { _ in S342() }
    container.register(.unique) { _ in S343() }
    container.register(.unique) { _ in S344() }
    container.register(.unique) { _ in S345() }
    container.register(.unique) { _ in S346() }
    container.register(.unique) { _ in S347() }
    container.register(.unique) { _ in S348() }
    container.register(.unique) { _ in S349() }
    container.register(.unique) { _ in S350() }
    container.register(.unique) { _ in S351() }
    container.register(.unique) { _ in S352() }
    container.register(.unique) { _ in S353() }
    container.register(.unique) { _ in S354() }
    container.register(.unique) { _ in S355() }
    container.register(.unique) { _ in S356() }
    container.register(.unique) { _ in S357() }
    container.register(.unique) { _ in S358() }
    container.register(.unique) { _ in S359() }
    container.register(.unique) { _ in S360() }
    container.register(.unique) { _ in S361() }
    container.register(.unique) { _ in S362() }
    container.register(.unique) { _ in S363() }
    container.register(.unique) { _ in S364() }
    container.register(.unique) { _ in S365() }
    container.register(.unique) { _ in S366() }
    container.register(.unique) { _ in S367() }
    container.register(.unique) { _ in S368() }
    container.register(.unique) { _ in S369() }
    container.register(.unique) { _ in S370() }
    container.register(.unique) { _ in S371() }
    container.register(.unique) { _ in S372() }
    container.register(.unique) { _ in S373() }
    container.register(.unique) { _ in S374() }
    container.register(.unique) { _ in S375() }
    container.register(.unique) { _ in S376() }
    container.register(.unique) { _ in S377() }
    container.register(.unique) { _ in S378() }
    container.register(.unique) { _ in S379() }
    container.register(.unique) { _ in S380() }
    container.register(.unique) { _ in S381() }
    container.register(.unique) { _ in S382() }
    container.register(.unique) { _ in S383() }
    container.register(.unique) { _ in S384() }
    container.register(.unique) { _ in S385() }
    container.register(.unique) { _ in S386() }
    container.register(.unique) { _ in S387() }
    container.register(.unique) { _ in S388() }
    container.register(.unique) { _ in S389() }
    container.register(.unique) { _ in S390() }
    container.register(.unique) { _ in S391() }
    container.register(.unique) { _ in S392() }
    container.register(.unique) { _ in S393() }
    container.register(.unique) { _ in S394() }
    container.register(.unique) { _ in S395() }
    container.register(.unique) { _ in S396() }
    container.register(.unique) { _ in S397() }
    container.register(.unique) { _ in S398() }
    container.register(.unique) { _ in S399() }
}

@inline(never)
func registerDIRuntimePart4(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S400() }
    container.register(.unique) { _ in S401() }
    container.register(.unique) { _ in S402() }
    container.register(.unique) { _ in S403() }
    container.register(.unique) { _ in S404() }
    container.register(.unique) { _ in S405() }
    container.register(.unique) { _ in S406() }
    container.register(.unique) { _ in S407() }
    container.register(.unique) { _ in S408() }
    container.register(.unique) { _ in S409() }
    container.register(.unique) { _ in S410() }
    container.register(.unique) { _ in S411() }
    container.register(.unique) { _ in S412() }
    container.register(.unique) { _ in S413() }
    container.register(.unique) { _ in S414() }
    container.register(.unique) { _ in S415() }
    container.register(.unique) { _ in S416() }
    container.register(.unique) { _ in S417() }
    container.register(.unique) { _ in S418() }
    container.register(.unique) { _ in S419() }
    container.register(.unique) { _ in S420() }
    container.register(.unique) { _ in S421() }
    container.register(.unique) { _ in S422() }
    container.register(.unique) { _ in S423() }
    container.register(.unique) { _ in S424() }
    container.register(.unique) { _ in S425() }
    container.register(.unique) { _ in S426() }
    container.register(.unique) { _ in S427() }
    container.register(.unique) { _ in S428() }
    container.register(.unique) { _ in S429() }
    container.register(.unique) { _ in S430() }
    container.register(.unique) { _ in S431() }
    container.register(.unique) { _ in S432() }
    container.register(.unique) { _ in S433() }
    container.register(.unique) { _ in S434() }
    container.register(.unique) { _ in S435() }
    container.register(.unique) { _ in S436() }
    container.register(.unique) { _ in S437() }
    container.register(.unique) { _ in S438() }
    container.register(.unique) { _ in S439() }
    container.register(.unique) { _ in S440() }
    container.register(.unique) { _ in S441() }
    container.register(.unique) { _ in S442() }
    container.register(.unique) { _ in S443() }
    container.register(.unique) { _ in S444() }
    container.register(.unique) { _ in S445() }
    container.register(.unique) { _ in S446() }
    container.register(.unique) { _ in S447() }
    container.register(.unique) { _ in S448() }
    container.register(.unique) { _ in S449() }
    container.register(.unique) { _ in S450() }
    container.register(.unique) { _ in S451() }
    container.register(.unique) { _ in S452() }
    container.register(.unique) { _ in S453() }
    container.register(.unique) { _ in S454() }
    container.register(.unique) { _ in S455() }
    container.register(.unique) { _ in S456() }
    container.register(.unique) { _ in S457() }
    container.register(.unique) { _ in S458() }
    container.register(.unique) { _ in S459() }
    container.register(.unique) { _ in S460() }
    container.register(.unique) { _ in S461() }
    container.register(.unique) { _ in S462() }
    container.register(.unique) { _ in S463() }
    container.register(.unique) { _ in S464() }
    container.register(.unique) { _ in S465() }
    container.register(.unique) { _ in S466() }
    container.register(.unique) { _ in S467() }
    container.register(.unique) { _ in S468() }
    container.register(.unique) { _ in S469() }
    container.register(.unique) { _ in S470() }
    container.register(.unique) { _ in S471() }
    container.register(.unique) { _ in S472() }
    container.register(.unique) { _ in S473() }
    container.register(.unique) { _ in S474() }
    container.register(.unique) { _ in S475() }
    container.register(.unique) { _ in S476() }
    container.register(.unique) { _ in S477() }
    container.register(.unique) { _ in S478() }
    container.register(.unique) { _ in S479() }
    container.register(.unique) { _ in S480() }
    container.register(.unique) { _ in S481() }
    container.register(.unique) { _ in S482() }
    container.register(.unique) { _ in S483() }
    container.register(.unique) { _ in S484() }
    container.register(.unique) { _ in S485() }
    container.register(.unique) { _ in S486() }
    container.register(.unique) { _ in S487() }
    container.register(.unique) { _ in S488() }
    container.register(.unique) { _ in S489() }
    container.register(.unique) { _ in S490() }
    container.register(.unique) { _ in S491() }
    container.register(.unique) { _ in S492() }
    container.register(.unique) { _ in S493() }
    container.register(.unique) { _ in S494() }
    container.register(.unique) { _ in S495() }
    container.register(.unique) { _ in S496() }
    container.register(.unique) { _ in S497() }
    container.register(.unique) { _ in S498() }
    container.register(.unique) { _ in S499() }
}

@inline(never)
func registerDIRuntimePart5(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S500() }
    container.register(.unique) { _ in S501() }
    container.register(.unique) { _ in S502() }
    container.register(.unique) { _ in S503() }
    container.register(.unique) { _ in S504() }
    container.register(.unique) { _ in S505() }
    container.register(.unique) { _ in S506() }
    container.register(.unique) { _ in S507() }
    container.register(.unique) { _ in S508() }
    container.register(.unique) { _ in S509() }
    container.register(.unique) { _ in S510() }
    container.register(.unique) { _ in S511() }
    container.register(.unique) { _ in S512() }
    container.register(.unique) { _ in S513() }
    container.register(.unique) { _ in S514() }
    container.register(.unique) { _ in S515() }
    container.register(.unique) { _ in S516() }
    container.register(.unique) { _ in S517() }
    container.register(.unique) { _ in S518() }
    container.register(.unique) { _ in S519() }
    container.register(.unique) { _ in S520() }
    container.register(.unique) { _ in S521() }
    container.register(.unique) { _ in S522() }
    container.register(.unique) { _ in S523() }
    container.register(.unique) { _ in S524() }
    container.register(.unique) { _ in S525() }
    container.register(.unique) { _ in S526() }
    container.register(.unique) { _ in S527() }
    container.register(.unique) { _ in S528() }
    container.register(.unique) { _ in S529() }
    container.register(.unique) { _ in S530() }
    container.register(.unique) { _ in S531() }
    container.register(.unique) { _ in S532() }
    container.register(.unique) { _ in S533() }
    container.register(.unique) { _ in S534() }
    container.register(.unique) { _ in S535() }
    container.register(.unique) { _ in S536() }
    container.register(.unique) { _ in S537() }
    container.register(.unique) { _ in S538() }
    container.register(.unique) { _ in S539() }
    container.register(.unique) { _ in S540() }
    container.register(.unique) { _ in S541() }
    container.register(.unique) { _ in S542() }
    container.register(.unique) { _ in S543() }
    container.register(.unique) { _ in S544() }
    container.register(.unique) { _ in S545() }
    container.register(.unique) { _ in S546() }
    container.register(.unique) { _ in S547() }
    container.register(.unique) { _ in S548() }
    container.register(.unique) { _ in S549() }
    container.register(.unique) { _ in S550() }
    container.register(.unique) { _ in S551() }
    container.register(.unique) { _ in S552() }
    container.register(.unique) { _ in S553() }
    container.register(.unique) { _ in S554() }
    container.register(.unique) { _ in S555() }
    container.register(.unique) { _ in S556() }
    container.register(.unique) { _ in S557() }
    container.register(.unique) { _ in S558() }
    container.register(.unique) { _ in S559() }
    container.register(.unique) { _ in S560() }
    container.register(.unique) { _ in S561() }
    container.register(.unique) { _ in S562() }
    container.register(.unique) { _ in S563() }
    container.register(.unique) { _ in S564() }
    container.register(.unique) { _ in S565() }
    container.register(.unique) { _ in S566() }
    container.register(.unique) { _ in S567() }
    container.register(.unique) { _ in S568() }
    container.register(.unique) { _ in S569() }
    container.register(.unique) { _ in S570() }
    container.register(.unique) { _ in S571() }
    container.register(.unique) { _ in S572() }
    container.register(.unique) { _ in S573() }
    container.register(.unique) { _ in S574() }
    container.register(.unique) { _ in S575() }
    container.register(.unique) { _ in S576() }
    container.register(.unique) { _ in S577() }
    container.register(.unique) { _ in S578() }
    container.register(.unique) { _ in S579() }
    container.register(.unique) { _ in S580() }
    container.register(.unique) { _ in S581() }
    container.register(.unique) { _ in S582() }
    container.register(.unique) { _ in S583() }
    container.register(.unique) { _ in S584() }
    container.register(.unique) { _ in S585() }
    container.register(.unique) { _ in S586() }
    container.register(.unique) { _ in S587() }
    container.register(.unique) { _ in S588() }
    container.register(.unique) { _ in S589() }
    container.register(.unique) { _ in S590() }
    container.register(.unique) { _ in S591() }
    container.register(.unique) { _ in S592() }
    container.register(.unique) { _ in S593() }
    container.register(.unique) { _ in S594() }
    container.register(.unique) { _ in S595() }
    container.register(.unique) { _ in S596() }
    container.register(.unique) { _ in S597() }
    container.register(.unique) { _ in S598() }
    container.register(.unique) { _ in S599() }
}

@inline(never)
func registerDIRuntimePart6(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S600() }
    container.register(.unique) { _ in S601() }
    container.register(.unique) { _ in S602() }
    container.register(.unique) { _ in S603() }
    container.register(.unique) { _ in S604() }
    container.register(.unique) { _ in S605() }
    container.register(.unique) { _ in S606() }
    container.register(.unique) { _ in S607() }
    container.register(.unique) { _ in S608() }
    container.register(.unique) { _ in S609() }
    container.register(.unique) { _ in S610() }
    container.register(.unique) { _ in S611() }
    container.register(.unique) { _ in S612() }
    container.register(.unique) { _ in S613() }
    container.register(.unique) { _ in S614() }
    container.register(.unique) { _ in S615() }
    container.register(.unique) { _ in S616() }
    container.register(.unique) { _ in S617() }
    container.register(.unique) { _ in S618() }
    container.register(.unique) { _ in S619() }
    container.register(.unique) { _ in S620() }
    container.register(.unique) { _ in S621() }
    container.register(.unique) { _ in S622() }
    container.register(.unique) { _ in S623() }
    container.register(.unique) { _ in S624() }
    container.register(.unique) { _ in S625() }
    container.register(.unique) { _ in S626() }
    container.register(.unique) { _ in S627() }
    container.register(.unique) { _ in S628() }
    container.register(.unique) { _ in S629() }
    container.register(.unique) { _ in S630() }
    container.register(.unique) { _ in S631() }
    container.register(.unique) { _ in S632() }
    container.register(.unique) { _ in S633() }
    container.register(.unique) { _ in S634() }
    container.register(.unique) { _ in S635() }
    container.register(.unique) { _ in S636() }
    container.register(.unique) { _ in S637() }
    container.register(.unique) { _ in S638() }
    container.register(.unique) { _ in S639() }
    container.register(.unique) { _ in S640() }
    container.register(.unique) { _ in S641() }
    container.register(.unique) { _ in S642() }
    container.register(.unique) { _ in S643() }
    container.register(.unique) { _ in S644() }
    container.register(.unique) { _ in S645() }
    container.register(.unique) { _ in S646() }
    container.register(.unique) { _ in S647() }
    container.register(.unique) { _ in S648() }
    container.register(.unique) { _ in S649() }
    container.register(.unique) { _ in S650() }
    container.register(.unique) { _ in S651() }
    container.register(.unique) { _ in S652() }
    container.register(.unique) { _ in S653() }
    container.register(.unique) { _ in S654() }
    container.register(.unique) { _ in S655() }
    container.register(.unique) { _ in S656() }
    container.register(.unique) { _ in S657() }
    container.register(.unique) { _ in S658() }
    container.register(.unique) { _ in S659() }
    container.register(.unique) { _ in S660() }
    container.register(.unique) { _ in S661() }
    container.register(.unique) { _ in S662() }
    container.register(.unique) { _ in S663() }
    container.register(.unique) { _ in S664() }
    container.register(.unique) { _ in S665() }
    container.register(.unique) { _ in S666() }
    container.register(.unique) { _ in S667() }
    container.register(.unique) { _ in S668() }
    container.register(.unique) { _ in S669() }
    container.register(.unique) { _ in S670() }
    container.register(.unique) { _ in S671() }
    container.register(.unique) { _ in S672() }
    container.register(.unique) { _ in S673() }
    container.register(.unique) { _ in S674() }
    container.register(.unique) { _ in S675() }
    container.register(.unique) { _ in S676() }
    container.register(.unique) { _ in S677() }
    container.register(.unique) { _ in S678() }
    container.register(.unique) { _ in S679() }
    container.register(.unique) { _ in S680() }
    container.register(.unique) { _ in S681() }
    container.register(.unique) { _ in S682() }
    container.register(.unique) { _ in S683() }
    container.register(.unique) { _ in S684() }
    container.register(.unique) { _ in S685() }
    container.register(.unique) { _ in S686() }
    container.register(.unique) { _ in S687() }
    container.register(.unique) { _ in S688() }
    container.register(.unique) { _ in S689() }
    container.register(.unique) { _ in S690() }
    container.register(.unique) { _ in S691() }
    container.register(.unique) { _ in S692() }
    container.register(.unique) { _ in S693() }
    container.register(.unique) { _ in S694() }
    container.register(.unique) { _ in S695() }
    container.register(.unique) { _ in S696() }
    container.register(.unique) { _ in S697() }
    container.register(.unique) { _ in S698() }
    container.register(.unique) { _ in S699() }
}

@inline(never)
func registerDIRuntimePart7(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S700() }
    container.register(.unique) { _ in S701() }
    container.register(.unique) { _ in S702() }
    container.register(.unique) { _ in S703() }
    container.register(.unique) { _ in S704() }
    container.register(.unique) { _ in S705() }
    container.register(.unique) { _ in S706() }
    container.register(.unique) { _ in S707() }
    container.register(.unique) { _ in S708() }
    container.register(.unique) { _ in S709() }
    container.register(.unique) { _ in S710() }
    container.register(.unique) { _ in S711() }
    container.register(.unique) { _ in S712() }
    container.register(.unique) { _ in S713() }
    container.register(.unique) { _ in S714() }
    container.register(.unique) { _ in S715() }
    container.register(.unique) { _ in S716() }
    container.register(.unique) { _ in S717() }
    container.register(.unique) { _ in S718() }
    container.register(.unique) { _ in S719() }
    container.register(.unique) { _ in S720() }
    container.register(.unique) { _ in S721() }
    container.register(.unique) { _ in S722() }
    container.register(.unique) { _ in S723() }
    container.register(.unique) { _ in S724() }
    container.register(.unique) { _ in S725() }
    container.register(.unique) { _ in S726() }
    container.register(.unique) { _ in S727() }
    container.register(.unique) { _ in S728() }
    container.register(.unique) { _ in S729() }
    container.register(.unique) { _ in S730() }
    container.register(.unique) { _ in S731() }
    container.register(.unique) { _ in S732() }
    container.register(.unique) { _ in S733() }
    container.register(.unique) { _ in S734() }
    container.register(.unique) { _ in S735() }
    container.register(.unique) { _ in S736() }
    container.register(.unique) { _ in S737() }
    container.register(.unique) { _ in S738() }
    container.register(.unique) { _ in S739() }
    container.register(.unique) { _ in S740() }
    container.register(.unique) { _ in S741() }
    container.register(.unique) { _ in S742() }
    container.register(.unique) { _ in S743() }
    container.register(.unique) { _ in S744() }
    container.register(.unique) { _ in S745() }
    container.register(.unique) { _ in S746() }
    container.register(.unique) { _ in S747() }
    container.register(.unique) { _ in S748() }
    container.register(.unique) { _ in S749() }
    container.register(.unique) { _ in S750() }
    container.register(.unique) { _ in S751() }
    container.register(.unique) { _ in S752() }
    container.register(.unique) { _ in S753() }
    container.register(.unique) { _ in S754() }
    container.register(.unique) { _ in S755() }
    container.register(.unique) { _ in S756() }
    container.register(.unique) { _ in S757() }
    container.register(.unique) { _ in S758() }
    container.register(.unique) { _ in S759() }
    container.register(.unique) { _ in S760() }
    container.register(.unique) { _ in S761() }
    container.register(.unique) { _ in S762() }
    container.register(.unique) { _ in S763() }
    container.register(.unique) { _ in S764() }
    container.register(.unique) { _ in S765() }
    container.register(.unique) { _ in S766() }
    container.register(.unique) { _ in S767() }
    container.register(.unique) { _ in S768() }
    container.register(.unique) { _ in S769() }
    container.register(.unique) { _ in S770() }
    container.register(.unique) { _ in S771() }
    container.register(.unique) { _ in S772() }
    container.register(.unique) { _ in S773() }
    container.register(.unique) { _ in S774() }
    container.register(.unique) { _ in S775() }
    container.register(.unique) { _ in S776() }
    container.register(.unique) { _ in S777() }
    container.register(.unique) { _ in S778() }
    container.register(.unique) { _ in S779() }
    container.register(.unique) { _ in S780() }
    container.register(.unique) { _ in S781() }
    container.register(.unique) { _ in S782() }
    container.register(.unique) { _ in S783() }
    container.register(.unique) { _ in S784() }
    container.register(.unique) { _ in S785() }
    container.register(.unique) { _ in S786() }
    container.register(.unique) { _ in S787() }
    container.register(.unique) { _ in S788() }
    container.register(.unique) { _ in S789() }
    container.register(.unique) { _ in S790() }
    container.register(.unique) { _ in S791() }
    container.register(.unique) { _ in S792() }
    container.register(.unique) { _ in S793() }
    container.register(.unique) { _ in S794() }
    container.register(.unique) { _ in S795() }
    container.register(.unique) { _ in S796() }
    container.register(.unique) { _ in S797() }
    container.register(.unique) { _ in S798() }
    container.register(.unique) { _ in S799() }
}

@inline(never)
func registerDIRuntimePart8(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S800() }
    container.register(.unique) { _ in S801() }
    container.register(.unique) { _ in S802() }
    container.register(.unique) { _ in S803() }
    container.register(.unique) { _ in S804() }
    container.register(.unique) { _ in S805() }
    container.register(.unique) { _ in S806() }
    container.register(.unique) { _ in S807() }
    container.register(.unique) { _ in S808() }
    container.register(.unique) { _ in S809() }
    container.register(.unique) { _ in S810() }
    container.register(.unique) { _ in S811() }
    container.register(.unique) { _ in S812() }
    container.register(.unique) { _ in S813() }
    container.register(.unique) { _ in S814() }
    container.register(.unique) { _ in S815() }
    container.register(.unique) { _ in S816() }
    container.register(.unique) { _ in S817() }
    container.register(.unique) { _ in S818() }
    container.register(.unique) { _ in S819() }
    container.register(.unique) { _ in S820() }
    container.register(.unique) { _ in S821() }
    container.register(.unique) { _ in S822() }
    container.register(.unique) { _ in S823() }
    container.register(.unique) { _ in S824() }
    container.register(.unique) { _ in S825() }
    container.register(.unique) { _ in S826() }
    container.register(.unique) { _ in S827() }
    container.register(.unique) { _ in S828() }
    container.register(.unique) { _ in S829() }
    container.register(.unique) { _ in S830() }
    container.register(.unique) { _ in S831() }
    container.register(.unique) { _ in S832() }
    container.register(.unique) { _ in S833() }
    container.register(.unique) { _ in S834() }
    container.register(.unique) { _ in S835() }
    container.register(.unique) { _ in S836() }
    container.register(.unique) { _ in S837() }
    container.register(.unique) { _ in S838() }
    container.register(.unique) { _ in S839() }
    container.register(.unique) { _ in S840() }
    container.register(.unique) { _ in S841() }
    container.register(.unique) { _ in S842() }
    container.register(.unique) { _ in S843() }
    container.register(.unique) { _ in S844() }
    container.register(.unique) { _ in S845() }
    container.register(.unique) { _ in S846() }
    container.register(.unique) { _ in S847() }
    container.register(.unique) { _ in S848() }
    container.register(.unique) { _ in S849() }
    container.register(.unique) { _ in S850() }
    container.register(.unique) { _ in S851() }
    container.register(.unique) { _ in S852() }
    container.register(.unique) { _ in S853() }
    container.register(.unique) { _ in S854() }
    container.register(.unique) { _ in S855() }
    container.register(.unique) { _ in S856() }
    container.register(.unique) { _ in S857() }
    container.register(.unique) { _ in S858() }
    container.register(.unique) { _ in S859() }
    container.register(.unique) { _ in S860() }
    container.register(.unique) { _ in S861() }
    container.register(.unique) { _ in S862() }
    container.register(.unique) { _ in S863() }
    container.register(.unique) { _ in S864() }
    container.register(.unique) { _ in S865() }
    container.register(.unique) { _ in S866() }
    container.register(.unique) { _ in S867() }
    container.register(.unique) { _ in S868() }
    container.register(.unique) { _ in S869() }
    container.register(.unique) { _ in S870() }
    container.register(.unique) { _ in S871() }
    container.register(.unique) { _ in S872() }
    container.register(.unique) { _ in S873() }
    container.register(.unique) { _ in S874() }
    container.register(.unique) { _ in S875() }
    container.register(.unique) { _ in S876() }
    container.register(.unique) { _ in S877() }
    container.register(.unique) { _ in S878() }
    container.register(.unique) { _ in S879() }
    container.register(.unique) { _ in S880() }
    container.register(.unique) { _ in S881() }
    container.register(.unique) { _ in S882() }
    container.register(.unique) { _ in S883() }
    container.register(.unique) { _ in S884() }
    container.register(.unique) { _ in S885() }
    container.register(.unique) { _ in S886() }
    container.register(.unique) { _ in S887() }
    container.register(.unique) { _ in S888() }
    container.register(.unique) { _ in S889() }
    container.register(.unique) { _ in S890() }
    container.register(.unique) { _ in S891() }
    container.register(.unique) { _ in S892() }
    container.register(.unique) { _ in S893() }
    container.register(.unique) { _ in S894() }
    container.register(.unique) { _ in S895() }
    container.register(.unique) { _ in S896() }
    container.register(.unique) { _ in S897() }
    container.register(.unique) { _ in S898() }
    container.register(.unique) { _ in S899() }
}

@inline(never)
func registerDIRuntimePart9(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S900() }
    container.register(.unique) { _ in S901() }
    container.register(.unique) { _ in S902() }
    container.register(.unique) { _ in S903() }
    container.register(.unique) { _ in S904() }
    container.register(.unique) { _ in S905() }
    container.register(.unique) { _ in S906() }
    container.register(.unique) { _ in S907() }
    container.register(.unique) { _ in S908() }
    container.register(.unique) { _ in S909() }
    container.register(.unique) { _ in S910() }
    container.register(.unique) { _ in S911() }
    container.register(.unique) { _ in S912() }
    container.register(.unique) { _ in S913() }
    container.register(.unique) { _ in S914() }
    container.register(.unique) { _ in S915() }
    container.register(.unique) { _ in S916() }
    container.register(.unique) { _ in S917() }
    container.register(.unique) { _ in S918() }
    container.register(.unique) { _ in S919() }
    container.register(.unique) { _ in S920() }
    container.register(.unique) { _ in S921() }
    container.register(.unique) { _ in S922() }
    container.register(.unique) { _ in S923() }
    container.register(.unique) { _ in S924() }
    container.register(.unique) { _ in S925() }
    container.register(.unique) { _ in S926() }
    container.register(.unique) { _ in S927() }
    container.register(.unique) { _ in S928() }
    container.register(.unique) { _ in S929() }
    container.register(.unique) { _ in S930() }
    container.register(.unique) { _ in S931() }
    container.register(.unique) { _ in S932() }
    container.register(.unique) { _ in S933() }
    container.register(.unique) { _ in S934() }
    container.register(.unique) { _ in S935() }
    container.register(.unique) { _ in S936() }
    container.register(.unique) { _ in S937() }
    container.register(.unique) { _ in S938() }
    container.register(.unique) { _ in S939() }
    container.register(.unique) { _ in S940() }
    container.register(.unique) { _ in S941() }
    container.register(.unique) { _ in S942() }
    container.register(.unique) { _ in S943() }
    container.register(.unique) { _ in S944() }
    container.register(.unique) { _ in S945() }
    container.register(.unique) { _ in S946() }
    container.register(.unique) { _ in S947() }
    container.register(.unique) { _ in S948() }
    container.register(.unique) { _ in S949() }
    container.register(.unique) { _ in S950() }
    container.register(.unique) { _ in S951() }
    container.register(.unique) { _ in S952() }
    container.register(.unique) { _ in S953() }
    container.register(.unique) { _ in S954() }
    container.register(.unique) { _ in S955() }
    container.register(.unique) { _ in S956() }
    container.register(.unique) { _ in S957() }
    container.register(.unique) { _ in S958() }
    container.register(.unique) { _ in S959() }
    container.register(.unique) { _ in S960() }
    container.register(.unique) { _ in S961() }
    container.register(.unique) { _ in S962() }
    container.register(.unique) { _ in S963() }
    container.register(.unique) { _ in S964() }
    container.register(.unique) { _ in S965() }
    container.register(.unique) { _ in S966() }
    container.register(.unique) { _ in S967() }
    container.register(.unique) { _ in S968() }
    container.register(.unique) { _ in S969() }
    container.register(.unique) { _ in S970() }
    container.register(.unique) { _ in S971() }
    container.register(.unique) { _ in S972() }
    container.register(.unique) { _ in S973() }
    container.register(.unique) { _ in S974() }
    container.register(.unique) { _ in S975() }
    container.register(.unique) { _ in S976() }
    container.register(.unique) { _ in S977() }
    container.register(.unique) { _ in S978() }
    container.register(.unique) { _ in S979() }
    container.register(.unique) { _ in S980() }
    container.register(.unique) { _ in S981() }
    container.register(.unique) { _ in S982() }
    container.register(.unique) { _ in S983() }
    container.register(.unique) { _ in S984() }
    container.register(.unique) { _ in S985() }
    container.register(.unique) { _ in S986() }
    container.register(.unique) { _ in S987() }
    container.register(.unique) { _ in S988() }
    container.register(.unique) { _ in S989() }
    container.register(.unique) { _ in S990() }
    container.register(.unique) { _ in S991() }
    container.register(.unique) { _ in S992() }
    container.register(.unique) { _ in S993() }
    container.register(.unique) { _ in S994() }
    container.register(.unique) { _ in S995() }
    container.register(.unique) { _ in S996() }
    container.register(.unique) { _ in S997() }
    container.register(.unique) { _ in S998() }
    container.register(.unique) { _ in S999() }
}

@inline(never)
func registerDIRuntimePart10(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1000() }
    container.register(.unique) { _ in S1001() }
    container.register(.unique) { _ in S1002() }
    container.register(.unique) { _ in S1003() }
    container.register(.unique) { _ in S1004() }
    container.register(.unique) { _ in S1005() }
    container.register(.unique) { _ in S1006() }
    container.register(.unique) { _ in S1007() }
    container.register(.unique) { _ in S1008() }
    container.register(.unique) { _ in S1009() }
    container.register(.unique) { _ in S1010() }
    container.register(.unique) { _ in S1011() }
    container.register(.unique) { _ in S1012() }
    container.register(.unique) { _ in S1013() }
    container.register(.unique) { _ in S1014() }
    container.register(.unique) { _ in S1015() }
    container.register(.unique) { _ in S1016() }
    container.register(.unique) { _ in S1017() }
    container.register(.unique) { _ in S1018() }
    container.register(.unique) { _ in S1019() }
    container.register(.unique) { _ in S1020() }
    container.register(.unique) { _ in S1021() }
    container.register(.unique) { _ in S1022() }
    container.register(.unique) { _ in S1023() }
    container.register(.unique) { _ in S1024() }
    container.register(.unique) { _ in S1025() }
    container.register(.unique) { _ in S1026() }
    container.register(.unique) { _ in S1027() }
    container.register(.unique) { _ in S1028() }
    container.register(.unique) { _ in S1029() }
    container.register(.unique) { _ in S1030() }
    container.register(.unique) { _ in S1031() }
    container.register(.unique) { _ in S1032() }
    container.register(.unique) { _ in S1033() }
    container.register(.unique) { _ in S1034() }
    container.register(.unique) { _ in S1035() }
    container.register(.unique) { _ in S1036() }
    container.register(.unique) { _ in S1037() }
    container.register(.unique) { _ in S1038() }
    container.register(.unique) { _ in S1039() }
    container.register(.unique) { _ in S1040() }
    container.register(.unique) { _ in S1041() }
    container.register(.unique) { _ in S1042() }
    container.register(.unique) { _ in S1043() }
    container.register(.unique) { _ in S1044() }
    container.register(.unique) { _ in S1045() }
    container.register(.unique) { _ in S1046() }
    container.register(.unique) { _ in S1047() }
    container.register(.unique) { _ in S1048() }
    container.register(.unique) { _ in S1049() }
    container.register(.unique) { _ in S1050() }
    container.register(.unique) { _ in S1051() }
    container.register(.unique) { _ in S1052() }
    container.register(.unique) { _ in S1053() }
    container.register(.unique) { _ in S1054() }
    container.register(.unique) { _ in S1055() }
    container.register(.unique) { _ in S1056() }
    container.register(.unique) { _ in S1057() }
    container.register(.unique) { _ in S1058() }
    container.register(.unique) { _ in S1059() }
    container.register(.unique) { _ in S1060() }
    container.register(.unique) { _ in S1061() }
    container.register(.unique) { _ in S1062() }
    container.register(.unique) { _ in S1063() }
    container.register(.unique) { _ in S1064() }
    container.register(.unique) { _ in S1065() }
    container.register(.unique) { _ in S1066() }
    container.register(.unique) { _ in S1067() }
    container.register(.unique) { _ in S1068() }
    container.register(.unique) { _ in S1069() }
    container.register(.unique) { _ in S1070() }
    container.register(.unique) { _ in S1071() }
    container.register(.unique) { _ in S1072() }
    container.register(.unique) { _ in S1073() }
    container.register(.unique) { _ in S1074() }
    container.register(.unique) { _ in S1075() }
    container.register(.unique) { _ in S1076() }
    container.register(.unique) { _ in S1077() }
    container.register(.unique) { _ in S1078() }
    container.register(.unique) { _ in S1079() }
    container.register(.unique) { _ in S1080() }
    container.register(.unique) { _ in S1081() }
    container.register(.unique) { _ in S1082() }
    container.register(.unique) { _ in S1083() }
    container.register(.unique) { _ in S1084() }
    container.register(.unique) { _ in S1085() }
    container.register(.unique) { _ in S1086() }
    container.register(.unique) { _ in S1087() }
    container.register(.unique) { _ in S1088() }
    container.register(.unique) { _ in S1089() }
    container.register(.unique) { _ in S1090() }
    container.register(.unique) { _ in S1091() }
    container.register(.unique) { _ in S1092() }
    container.register(.unique) { _ in S1093() }
    container.register(.unique) { _ in S1094() }
    container.register(.unique) { _ in S1095() }
    container.register(.unique) { _ in S1096() }
    container.register(.unique) { _ in S1097() }
    container.register(.unique) { _ in S1098() }
    container.register(.unique) { _ in S1099() }
}

@inline(never)
func registerDIRuntimePart11(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1100() }
    container.register(.unique) { _ in S1101() }
    container.register(.unique) { _ in S1102() }
    container.register(.unique) { _ in S1103() }
    container.register(.unique) { _ in S1104() }
    container.register(.unique) { _ in S1105() }
    container.register(.unique) { _ in S1106() }
    container.register(.unique) { _ in S1107() }
    container.register(.unique) { _ in S1108() }
    container.register(.unique) { _ in S1109() }
    container.register(.unique) { _ in S1110() }
    container.register(.unique) { _ in S1111() }
    container.register(.unique) { _ in S1112() }
    container.register(.unique) { _ in S1113() }
    container.register(.unique) { _ in S1114() }
    container.register(.unique) { _ in S1115() }
    container.register(.unique) { _ in S1116() }
    container.register(.unique) { _ in S1117() }
    container.register(.unique) { _ in S1118() }
    container.register(.unique) { _ in S1119() }
    container.register(.unique) { _ in S1120() }
    container.register(.unique) { _ in S1121() }
    container.register(.unique) { _ in S1122() }
    container.register(.unique) { _ in S1123() }
    container.register(.unique) { _ in S1124() }
    container.register(.unique) { _ in S1125() }
    container.register(.unique) { _ in S1126() }
    container.register(.unique) { _ in S1127() }
    container.register(.unique) { _ in S1128() }
    container.register(.unique) { _ in S1129() }
    container.register(.unique) { _ in S1130() }
    container.register(.unique) { _ in S1131() }
    container.register(.unique) { _ in S1132() }
    container.register(.unique) { _ in S1133() }
    container.register(.unique) { _ in S1134() }
    container.register(.unique) { _ in S1135() }
    container.register(.unique) { _ in S1136() }
    container.register(.unique) { _ in S1137() }
    container.register(.unique) { _ in S1138() }
    container.register(.unique) { _ in S1139() }
    container.register(.unique) { _ in S1140() }
    container.register(.unique) { _ in S1141() }
    container.register(.unique) { _ in S1142() }
    container.register(.unique) { _ in S1143() }
    container.register(.unique) { _ in S1144() }
    container.register(.unique) { _ in S1145() }
    container.register(.unique) { _ in S1146() }
    container.register(.unique) { _ in S1147() }
    container.register(.unique) { _ in S1148() }
    container.register(.unique) { _ in S1149() }
    container.register(.unique) { _ in S1150() }
    container.register(.unique) { _ in S1151() }
    container.register(.unique) { _ in S1152() }
    container.register(.unique) { _ in S1153() }
    container.register(.unique) { _ in S1154() }
    container.register(.unique) { _ in S1155() }
    container.register(.unique) { _ in S1156() }
    container.register(.unique) { _ in S1157() }
    container.register(.unique) { _ in S1158() }
    container.register(.unique) { _ in S1159() }
    container.register(.unique) { _ in S1160() }
    container.register(.unique) { _ in S1161() }
    container.register(.unique) { _ in S1162() }
    container.register(.unique) { _ in S1163() }
    container.register(.unique) { _ in S1164() }
    container.register(.unique) { _ in S1165() }
    container.register(.unique) { _ in S1166() }
    container.register(.unique) { _ in S1167() }
    container.register(.unique) { _ in S1168() }
    container.register(.unique) { _ in S1169() }
    container.register(.unique) { _ in S1170() }
    container.register(.unique) { _ in S1171() }
    container.register(.unique) { _ in S1172() }
    container.register(.unique) { _ in S1173() }
    container.register(.unique) { _ in S1174() }
    container.register(.unique) { _ in S1175() }
    container.register(.unique) { _ in S1176() }
    container.register(.unique) { _ in S1177() }
    container.register(.unique) { _ in S1178() }
    container.register(.unique) { _ in S1179() }
    container.register(.unique) { _ in S1180() }
    container.register(.unique) { _ in S1181() }
    container.register(.unique) { _ in S1182() }
    container.register(.unique) { _ in S1183() }
    container.register(.unique) { _ in S1184() }
    container.register(.unique) { _ in S1185() }
    container.register(.unique) { _ in S1186() }
    container.register(.unique) { _ in S1187() }
    container.register(.unique) { _ in S1188() }
    container.register(.unique) { _ in S1189() }
    container.register(.unique) { _ in S1190() }
    container.register(.unique) { _ in S1191() }
    container.register(.unique) { _ in S1192() }
    container.register(.unique) { _ in S1193() }
    container.register(.unique) { _ in S1194() }
    container.register(.unique) { _ in S1195() }
    container.register(.unique) { _ in S1196() }
    container.register(.unique) { _ in S1197() }
    container.register(.unique) { _ in S1198() }
    container.register(.unique) { _ in S1199() }
}

@inline(never)
func registerDIRuntimePart12(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1200() }
    container.register(.unique) { _ in S1201() }
    container.register(.unique) { _ in S1202() }
    container.register(.unique) { _ in S1203() }
    container.register(.unique) { _ in S1204() }
    container.register(.unique) { _ in S1205() }
    container.register(.unique) { _ in S1206() }
    container.register(.unique) { _ in S1207() }
    container.register(.unique) { _ in S1208() }
    container.register(.unique) { _ in S1209() }
    container.register(.unique) { _ in S1210() }
    container.register(.unique) { _ in S1211() }
    container.register(.unique) { _ in S1212() }
    container.register(.unique) { _ in S1213() }
    container.register(.unique) { _ in S1214() }
    container.register(.unique) { _ in S1215() }
    container.register(.unique) { _ in S1216() }
    container.register(.unique) { _ in S1217() }
    container.register(.unique) { _ in S1218() }
    container.register(.unique) { _ in S1219() }
    container.register(.unique) { _ in S1220() }
    container.register(.unique) { _ in S1221() }
    container.register(.unique) { _ in S1222() }
    container.register(.unique) { _ in S1223() }
    container.register(.unique) { _ in S1224() }
    container.register(.unique) { _ in S1225() }
    container.register(.unique) { _ in S1226() }
    container.register(.unique) { _ in S1227() }
    container.register(.unique) { _ in S1228() }
    container.register(.unique) { _ in S1229() }
    container.register(.unique) { _ in S1230() }
    container.register(.unique) { _ in S1231() }
    container.register(.unique) { _ in S1232() }
    container.register(.unique) { _ in S1233() }
    container.register(.unique) { _ in S1234() }
    container.register(.unique) { _ in S1235() }
    container.register(.unique) { _ in S1236() }
    container.register(.unique) { _ in S1237() }
    container.register(.unique) { _ in S1238() }
    container.register(.unique) { _ in S1239() }
    container.register(.unique) { _ in S1240() }
    container.register(.unique) { _ in S1241() }
    container.register(.unique) { _ in S1242() }
    container.register(.unique) { _ in S1243() }
    container.register(.unique) { _ in S1244() }
    container.register(.unique) { _ in S1245() }
    container.register(.unique) { _ in S1246() }
    container.register(.unique) { _ in S1247() }
    container.register(.unique) { _ in S1248() }
    container.register(.unique) { _ in S1249() }
    container.register(.unique) { _ in S1250() }
    container.register(.unique) { _ in S1251() }
    container.register(.unique) { _ in S1252() }
    container.register(.unique) { _ in S1253() }
    container.register(.unique) { _ in S1254() }
    container.register(.unique) { _ in S1255() }
    container.register(.unique) { _ in S1256() }
    container.register(.unique) { _ in S1257() }
    container.register(.unique) { _ in S1258() }
    container.register(.unique) { _ in S1259() }
    container.register(.unique) { _ in S1260() }
    container.register(.unique) { _ in S1261() }
    container.register(.unique) { _ in S1262() }
    container.register(.unique) { _ in S1263() }
    container.register(.unique) { _ in S1264() }
    container.register(.unique) { _ in S1265() }
    container.register(.unique) { _ in S1266() }
    container.register(.unique) { _ in S1267() }
    container.register(.unique) { _ in S1268() }
    container.register(.unique) { _ in S1269() }
    container.register(.unique) { _ in S1270() }
    container.register(.unique) { _ in S1271() }
    container.register(.unique) { _ in S1272() }
    container.register(.unique) { _ in S1273() }
    container.register(.unique) { _ in S1274() }
    container.register(.unique) { _ in S1275() }
    container.register(.unique) { _ in S1276() }
    container.register(.unique) { _ in S1277() }
    container.register(.unique) { _ in S1278() }
    container.register(.unique) { _ in S1279() }
    container.register(.unique) { _ in S1280() }
    container.register(.unique) { _ in S1281() }
    container.register(.unique) { _ in S1282() }
    container.register(.unique) { _ in S1283() }
    container.register(.unique) { _ in S1284() }
    container.register(.unique) { _ in S1285() }
    container.register(.unique) { _ in S1286() }
    container.register(.unique) { _ in S1287() }
    container.register(.unique) { _ in S1288() }
    container.register(.unique) { _ in S1289() }
    container.register(.unique) { _ in S1290() }
    container.register(.unique) { _ in S1291() }
    container.register(.unique) { _ in S1292() }
    container.register(.unique) { _ in S1293() }
    container.register(.unique) { _ in S1294() }
    container.register(.unique) { _ in S1295() }
    container.register(.unique) { _ in S1296() }
    container.register(.unique) { _ in S1297() }
    container.register(.unique) { _ in S1298() }
    container.register(.unique) { _ in S1299() }
}

@inline(never)
func registerDIRuntimePart13(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1300() }
    container.register(.unique) { _ in S1301() }
    container.register(.unique) { _ in S1302() }
    container.register(.unique) { _ in S1303() }
    container.register(.unique) { _ in S1304() }
    container.register(.unique) { _ in S1305() }
    container.register(.unique) { _ in S1306() }
    container.register(.unique) { _ in S1307() }
    container.register(.unique) { _ in S1308() }
    container.register(.unique) { _ in S1309() }
    container.register(.unique) { _ in S1310() }
    container.register(.unique) { _ in S1311() }
    container.register(.unique) { _ in S1312() }
    container.register(.unique) { _ in S1313() }
    container.register(.unique) { _ in S1314() }
    container.register(.unique) { _ in S1315() }
    container.register(.unique) { _ in S1316() }
    container.register(.unique) { _ in S1317() }
    container.register(.unique) { _ in S1318() }
    container.register(.unique) { _ in S1319() }
    container.register(.unique) { _ in S1320() }
    container.register(.unique) { _ in S1321() }
    container.register(.unique) { _ in S1322() }
    container.register(.unique) { _ in S1323() }
    container.register(.unique) { _ in S1324() }
    container.register(.unique) { _ in S1325() }
    container.register(.unique) { _ in S1326() }
    container.register(.unique) { _ in S1327() }
    container.register(.unique) { _ in S1328() }
    container.register(.unique) { _ in S1329() }
    container.register(.unique) { _ in S1330() }
    container.register(.unique) { _ in S1331() }
    container.register(.unique) { _ in S1332() }
    container.register(.unique) { _ in S1333() }
    container.register(.unique) { _ in S1334() }
    container.register(.unique) { _ in S1335() }
    container.register(.unique) { _ in S1336() }
    container.register(.unique) { _ in S1337() }
    container.register(.unique) { _ in S1338() }
    container.register(.unique) { _ in S1339() }
    container.register(.unique) { _ in S1340() }
    container.register(.unique) { _ in S1341() }
    container.register(.unique) { _ in S1342() }
    container.register(.unique) { _ in S1343() }
    container.register(.unique) { _ in S1344() }
    container.register(.unique) { _ in S1345() }
    container.register(.unique) { _ in S1346() }
    container.register(.unique) { _ in S1347() }
    container.register(.unique) { _ in S1348() }
    container.register(.unique) { _ in S1349() }
    container.register(.unique) { _ in S1350() }
    container.register(.unique) { _ in S1351() }
    container.register(.unique) { _ in S1352() }
    container.register(.unique) { _ in S1353() }
    container.register(.unique) { _ in S1354() }
    container.register(.unique) { _ in S1355() }
    container.register(.unique) { _ in S1356() }
    container.register(.unique) { _ in S1357() }
    container.register(.unique) { _ in S1358() }
    container.register(.unique) { _ in S1359() }
    container.register(.unique) { _ in S1360() }
    container.register(.unique) { _ in S1361() }
    container.register(.unique) { _ in S1362() }
    container.register(.unique) { _ in S1363() }
    container.register(.unique) { _ in S1364() }
    container.register(.unique) { _ in S1365() }
    container.register(.unique) { _ in S1366() }
    container.register(.unique) { _ in S1367() }
    container.register(.unique) { _ in S1368() }
    container.register(.unique) { _ in S1369() }
    container.register(.unique) { _ in S1370() }
    container.register(.unique) { _ in S1371() }
    container.register(.unique) { _ in S1372() }
    container.register(.unique) { _ in S1373() }
    container.register(.unique) { _ in S1374() }
    container.register(.unique) { _ in S1375() }
    container.register(.unique) { _ in S1376() }
    container.register(.unique) { _ in S1377() }
    container.register(.unique) { _ in S1378() }
    container.register(.unique) { _ in S1379() }
    container.register(.unique) { _ in S1380() }
    container.register(.unique) { _ in S1381() }
    container.register(.unique) { _ in S1382() }
    container.register(.unique) { _ in S1383() }
    container.register(.unique) { _ in S1384() }
    container.register(.unique) { _ in S1385() }
    container.register(.unique) { _ in S1386() }
    container.register(.unique) { _ in S1387() }
    container.register(.unique) { _ in S1388() }
    container.register(.unique) { _ in S1389() }
    container.register(.unique) { _ in S1390() }
    container.register(.unique) { _ in S1391() }
    container.register(.unique) { _ in S1392() }
    container.register(.unique) { _ in S1393() }
    container.register(.unique) { _ in S1394() }
    container.register(.unique) { _ in S1395() }
    container.register(.unique) { _ in S1396() }
    container.register(.unique) { _ in S1397() }
    container.register(.unique) { _ in S1398() }
    container.register(.unique) { _ in S1399() }
}

@inline(never)
func registerDIRuntimePart14(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1400() }
    container.register(.unique) { _ in S1401() }
    container.register(.unique) { _ in S1402() }
    container.register(.unique) { _ in S1403() }
    container.register(.unique) { _ in S1404() }
    container.register(.unique) { _ in S1405() }
    container.register(.unique) { _ in S1406() }
    container.register(.unique) { _ in S1407() }
    container.register(.unique) { _ in S1408() }
    container.register(.unique) { _ in S1409() }
    container.register(.unique) { _ in S1410() }
    container.register(.unique) { _ in S1411() }
    container.register(.unique) { _ in S1412() }
    container.register(.unique) { _ in S1413() }
    container.register(.unique) { _ in S1414() }
    container.register(.unique) { _ in S1415() }
    container.register(.unique) { _ in S1416() }
    container.register(.unique) { _ in S1417() }
    container.register(.unique) { _ in S1418() }
    container.register(.unique) { _ in S1419() }
    container.register(.unique) { _ in S1420() }
    container.register(.unique) { _ in S1421() }
    container.register(.unique) { _ in S1422() }
    container.register(.unique) { _ in S1423() }
    container.register(.unique) { _ in S1424() }
    container.register(.unique) { _ in S1425() }
    container.register(.unique) { _ in S1426() }
    container.register(.unique) { _ in S1427() }
    container.register(.unique) { _ in S1428() }
    container.register(.unique) { _ in S1429() }
    container.register(.unique) { _ in S1430() }
    container.register(.unique) { _ in S1431() }
    container.register(.unique) { _ in S1432() }
    container.register(.unique) { _ in S1433() }
    container.register(.unique) { _ in S1434() }
    container.register(.unique) { _ in S1435() }
    container.register(.unique) { _ in S1436() }
    container.register(.unique) { _ in S1437() }
    container.register(.unique) { _ in S1438() }
    container.register(.unique) { _ in S1439() }
    container.register(.unique) { _ in S1440() }
    container.register(.unique) { _ in S1441() }
    container.register(.unique) { _ in S1442() }
    container.register(.unique) { _ in S1443() }
    container.register(.unique) { _ in S1444() }
    container.register(.unique) { _ in S1445() }
    container.register(.unique) { _ in S1446() }
    container.register(.unique) { _ in S1447() }
    container.register(.unique) { _ in S1448() }
    container.register(.unique) { _ in S1449() }
    container.register(.unique) { _ in S1450() }
    container.register(.unique) { _ in S1451() }
    container.register(.unique) { _ in S1452() }
    container.register(.unique) { _ in S1453() }
    container.register(.unique) { _ in S1454() }
    container.register(.unique) { _ in S1455() }
    container.register(.unique) { _ in S1456() }
    container.register(.unique) { _ in S1457() }
    container.register(.unique) { _ in S1458() }
    container.register(.unique) { _ in S1459() }
    container.register(.unique) { _ in S1460() }
    container.register(.unique) { _ in S1461() }
    container.register(.unique) { _ in S1462() }
    container.register(.unique) { _ in S1463() }
    container.register(.unique) { _ in S1464() }
    container.register(.unique) { _ in S1465() }
    container.register(.unique) { _ in S1466() }
    container.register(.unique) { _ in S1467() }
    container.register(.unique) { _ in S1468() }
    container.register(.unique) { _ in S1469() }
    container.register(.unique) { _ in S1470() }
    container.register(.unique) { _ in S1471() }
    container.register(.unique) { _ in S1472() }
    container.register(.unique) { _ in S1473() }
    container.register(.unique) { _ in S1474() }
    container.register(.unique) { _ in S1475() }
    container.register(.unique) { _ in S1476() }
    container.register(.unique) { _ in S1477() }
    container.register(.unique) { _ in S1478() }
    container.register(.unique) { _ in S1479() }
    container.register(.unique) { _ in S1480() }
    container.register(.unique) { _ in S1481() }
    container.register(.unique) { _ in S1482() }
    container.register(.unique) { _ in S1483() }
    container.register(.unique) { _ in S1484() }
    container.register(.unique) { _ in S1485() }
    container.register(.unique) { _ in S1486() }
    container.register(.unique) { _ in S1487() }
    container.register(.unique) { _ in S1488() }
    container.register(.unique) { _ in S1489() }
    container.register(.unique) { _ in S1490() }
    container.register(.unique) { _ in S1491() }
    container.register(.unique) { _ in S1492() }
    container.register(.unique) { _ in S1493() }
    container.register(.unique) { _ in S1494() }
    container.register(.unique) { _ in S1495() }
    container.register(.unique) { _ in S1496() }
    container.register(.unique) { _ in S1497() }
    container.register(.unique) { _ in S1498() }
    container.register(.unique) { _ in S1499() }
}

@inline(never)
func registerDIRuntimePart15(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1500() }
    container.register(.unique) { _ in S1501() }
    container.register(.unique) { _ in S1502() }
    container.register(.unique) { _ in S1503() }
    container.register(.unique) { _ in S1504() }
    container.register(.unique) { _ in S1505() }
    container.register(.unique) { _ in S1506() }
    container.register(.unique) { _ in S1507() }
    container.register(.unique) { _ in S1508() }
    container.register(.unique) { _ in S1509() }
    container.register(.unique) { _ in S1510() }
    container.register(.unique) { _ in S1511() }
    container.register(.unique) { _ in S1512() }
    container.register(.unique) { _ in S1513() }
    container.register(.unique) { _ in S1514() }
    container.register(.unique) { _ in S1515() }
    container.register(.unique) { _ in S1516() }
    container.register(.unique) { _ in S1517() }
    container.register(.unique) { _ in S1518() }
    container.register(.unique) { _ in S1519() }
    container.register(.unique) { _ in S1520() }
    container.register(.unique) { _ in S1521() }
    container.register(.unique) { _ in S1522() }
    container.register(.unique) { _ in S1523() }
    container.register(.unique) { _ in S1524() }
    container.register(.unique) { _ in S1525() }
    container.register(.unique) { _ in S1526() }
    container.register(.unique) { _ in S1527() }
    container.register(.unique) { _ in S1528() }
    container.register(.unique) { _ in S1529() }
    container.register(.unique) { _ in S1530() }
    container.register(.unique) { _ in S1531() }
    container.register(.unique) { _ in S1532() }
    container.register(.unique) { _ in S1533() }
    container.register(.unique) { _ in S1534() }
    container.register(.unique) { _ in S1535() }
    container.register(.unique) { _ in S1536() }
    container.register(.unique) { _ in S1537() }
    container.register(.unique) { _ in S1538() }
    container.register(.unique) { _ in S1539() }
    container.register(.unique) { _ in S1540() }
    container.register(.unique) { _ in S1541() }
    container.register(.unique) { _ in S1542() }
    container.register(.unique) { _ in S1543() }
    container.register(.unique) { _ in S1544() }
    container.register(.unique) { _ in S1545() }
    container.register(.unique) { _ in S1546() }
    container.register(.unique) { _ in S1547() }
    container.register(.unique) { _ in S1548() }
    container.register(.unique) { _ in S1549() }
    container.register(.unique) { _ in S1550() }
    container.register(.unique) { _ in S1551() }
    container.register(.unique) { _ in S1552() }
    container.register(.unique) { _ in S1553() }
    container.register(.unique) { _ in S1554() }
    container.register(.unique) { _ in S1555() }
    container.register(.unique) { _ in S1556() }
    container.register(.unique) { _ in S1557() }
    container.register(.unique) { _ in S1558() }
    container.register(.unique) { _ in S1559() }
    container.register(.unique) { _ in S1560() }
    container.register(.unique) { _ in S1561() }
    container.register(.unique) { _ in S1562() }
    container.register(.unique) { _ in S1563() }
    container.register(.unique) { _ in S1564() }
    container.register(.unique) { _ in S1565() }
    container.register(.unique) { _ in S1566() }
    container.register(.unique) { _ in S1567() }
    container.register(.unique) { _ in S1568() }
    container.register(.unique) { _ in S1569() }
    container.register(.unique) { _ in S1570() }
    container.register(.unique) { _ in S1571() }
    container.register(.unique) { _ in S1572() }
    container.register(.unique) { _ in S1573() }
    container.register(.unique) { _ in S1574() }
    container.register(.unique) { _ in S1575() }
    container.register(.unique) { _ in S1576() }
    container.register(.unique) { _ in S1577() }
    container.register(.unique) { _ in S1578() }
    container.register(.unique) { _ in S1579() }
    container.register(.unique) { _ in S1580() }
    container.register(.unique) { _ in S1581() }
    container.register(.unique) { _ in S1582() }
    container.register(.unique) { _ in S1583() }
    container.register(.unique) { _ in S1584() }
    container.register(.unique) { _ in S1585() }
    container.register(.unique) { _ in S1586() }
    container.register(.unique) { _ in S1587() }
    container.register(.unique) { _ in S1588() }
    container.register(.unique) { _ in S1589() }
    container.register(.unique) { _ in S1590() }
    container.register(.unique) { _ in S1591() }
    container.register(.unique) { _ in S1592() }
    container.register(.unique) { _ in S1593() }
    container.register(.unique) { _ in S1594() }
    container.register(.unique) { _ in S1595() }
    container.register(.unique) { _ in S1596() }
    container.register(.unique) { _ in S1597() }
    container.register(.unique) { _ in S1598() }
    container.register(.unique) { _ in S1599() }
}

@inline(never)
func registerDIRuntimePart16(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1600() }
    container.register(.unique) { _ in S1601() }
    container.register(.unique) { _ in S1602() }
    container.register(.unique) { _ in S1603() }
    container.register(.unique) { _ in S1604() }
    container.register(.unique) { _ in S1605() }
    container.register(.unique) { _ in S1606() }
    container.register(.unique) { _ in S1607() }
    container.register(.unique) { _ in S1608() }
    container.register(.unique) { _ in S1609() }
    container.register(.unique) { _ in S1610() }
    container.register(.unique) { _ in S1611() }
    container.register(.unique) { _ in S1612() }
    container.register(.unique) { _ in S1613() }
    container.register(.unique) { _ in S1614() }
    container.register(.unique) { _ in S1615() }
    container.register(.unique) { _ in S1616() }
    container.register(.unique) { _ in S1617() }
    container.register(.unique) { _ in S1618() }
    container.register(.unique) { _ in S1619() }
    container.register(.unique) { _ in S1620() }
    container.register(.unique) { _ in S1621() }
    container.register(.unique) { _ in S1622() }
    container.register(.unique) { _ in S1623() }
    container.register(.unique) { _ in S1624() }
    container.register(.unique) { _ in S1625() }
    container.register(.unique) { _ in S1626() }
    container.register(.unique) { _ in S1627() }
    container.register(.unique) { _ in S1628() }
    container.register(.unique) { _ in S1629() }
    container.register(.unique) { _ in S1630() }
    container.register(.unique) { _ in S1631() }
    container.register(.unique) { _ in S1632() }
    container.register(.unique) { _ in S1633() }
    container.register(.unique) { _ in S1634() }
    container.register(.unique) { _ in S1635() }
    container.register(.unique) { _ in S1636() }
    container.register(.unique) { _ in S1637() }
    container.register(.unique) { _ in S1638() }
    container.register(.unique) { _ in S1639() }
    container.register(.unique) { _ in S1640() }
    container.register(.unique) { _ in S1641() }
    container.register(.unique) { _ in S1642() }
    container.register(.unique) { _ in S1643() }
    container.register(.unique) { _ in S1644() }
    container.register(.unique) { _ in S1645() }
    container.register(.unique) { _ in S1646() }
    container.register(.unique) { _ in S1647() }
    container.register(.unique) { _ in S1648() }
    container.register(.unique) { _ in S1649() }
    container.register(.unique) { _ in S1650() }
    container.register(.unique) { _ in S1651() }
    container.register(.unique) { _ in S1652() }
    container.register(.unique) { _ in S1653() }
    container.register(.unique) { _ in S1654() }
    container.register(.unique) { _ in S1655() }
    container.register(.unique) { _ in S1656() }
    container.register(.unique) { _ in S1657() }
    container.register(.unique) { _ in S1658() }
    container.register(.unique) { _ in S1659() }
    container.register(.unique) { _ in S1660() }
    container.register(.unique) { _ in S1661() }
    container.register(.unique) { _ in S1662() }
    container.register(.unique) { _ in S1663() }
    container.register(.unique) { _ in S1664() }
    container.register(.unique) { _ in S1665() }
    container.register(.unique) { _ in S1666() }
    container.register(.unique) { _ in S1667() }
    container.register(.unique) { _ in S1668() }
    container.register(.unique) { _ in S1669() }
    container.register(.unique) { _ in S1670() }
    container.register(.unique) { _ in S1671() }
    container.register(.unique) { _ in S1672() }
    container.register(.unique) { _ in S1673() }
    container.register(.unique) { _ in S1674() }
    container.register(.unique) { _ in S1675() }
    container.register(.unique) { _ in S1676() }
    container.register(.unique) { _ in S1677() }
    container.register(.unique) { _ in S1678() }
    container.register(.unique) { _ in S1679() }
    container.register(.unique) { _ in S1680() }
    container.register(.unique) { _ in S1681() }
    container.register(.unique) { _ in S1682() }
    container.register(.unique) { _ in S1683() }
    container.register(.unique) { _ in S1684() }
    container.register(.unique) { _ in S1685() }
    container.register(.unique) { _ in S1686() }
    container.register(.unique) { _ in S1687() }
    container.register(.unique) { _ in S1688() }
    container.register(.unique) { _ in S1689() }
    container.register(.unique) { _ in S1690() }
    container.register(.unique) { _ in S1691() }
    container.register(.unique) { _ in S1692() }
    container.register(.unique) { _ in S1693() }
    container.register(.unique) { _ in S1694() }
    container.register(.unique) { _ in S1695() }
    container.register(.unique) { _ in S1696() }
    container.register(.unique) { _ in S1697() }
    container.register(.unique) { _ in S1698() }
    container.register(.unique) { _ in S1699() }
}

@inline(never)
func registerDIRuntimePart17(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1700() }
    container.register(.unique) { _ in S1701() }
    container.register(.unique) { _ in S1702() }
    container.register(.unique) { _ in S1703() }
    container.register(.unique) { _ in S1704() }
    container.register(.unique) { _ in S1705() }
    container.register(.unique) { _ in S1706() }
    container.register(.unique) { _ in S1707() }
    container.register(.unique) { _ in S1708() }
    container.register(.unique) { _ in S1709() }
    container.register(.unique) { _ in S1710() }
    container.register(.unique) { _ in S1711() }
    container.register(.unique) { _ in S1712() }
    container.register(.unique) { _ in S1713() }
    container.register(.unique) { _ in S1714() }
    container.register(.unique) { _ in S1715() }
    container.register(.unique) { _ in S1716() }
    container.register(.unique) { _ in S1717() }
    container.register(.unique) { _ in S1718() }
    container.register(.unique) { _ in S1719() }
    container.register(.unique) { _ in S1720() }
    container.register(.unique) { _ in S1721() }
    container.register(.unique) { _ in S1722() }
    container.register(.unique) { _ in S1723() }
    container.register(.unique) { _ in S1724() }
    container.register(.unique) { _ in S1725() }
    container.register(.unique) { _ in S1726() }
    container.register(.unique) { _ in S1727() }
    container.register(.unique) { _ in S1728() }
    container.register(.unique) { _ in S1729() }
    container.register(.unique) { _ in S1730() }
    container.register(.unique) { _ in S1731() }
    container.register(.unique) { _ in S1732() }
    container.register(.unique) { _ in S1733() }
    container.register(.unique) { _ in S1734() }
    container.register(.unique) { _ in S1735() }
    container.register(.unique) { _ in S1736() }
    container.register(.unique) { _ in S1737() }
    container.register(.unique) { _ in S1738() }
    container.register(.unique) { _ in S1739() }
    container.register(.unique) { _ in S1740() }
    container.register(.unique) { _ in S1741() }
    container.register(.unique) { _ in S1742() }
    container.register(.unique) { _ in S1743() }
    container.register(.unique) { _ in S1744() }
    container.register(.unique) { _ in S1745() }
    container.register(.unique) { _ in S1746() }
    container.register(.unique) { _ in S1747() }
    container.register(.unique) { _ in S1748() }
    container.register(.unique) { _ in S1749() }
    container.register(.unique) { _ in S1750() }
    container.register(.unique) { _ in S1751() }
    container.register(.unique) { _ in S1752() }
    container.register(.unique) { _ in S1753() }
    container.register(.unique) { _ in S1754() }
    container.register(.unique) { _ in S1755() }
    container.register(.unique) { _ in S1756() }
    container.register(.unique) { _ in S1757() }
    container.register(.unique) { _ in S1758() }
    container.register(.unique) { _ in S1759() }
    container.register(.unique) { _ in S1760() }
    container.register(.unique) { _ in S1761() }
    container.register(.unique) { _ in S1762() }
    container.register(.unique) { _ in S1763() }
    container.register(.unique) { _ in S1764() }
    container.register(.unique) { _ in S1765() }
    container.register(.unique) { _ in S1766() }
    container.register(.unique) { _ in S1767() }
    container.register(.unique) { _ in S1768() }
    container.register(.unique) { _ in S1769() }
    container.register(.unique) { _ in S1770() }
    container.register(.unique) { _ in S1771() }
    container.register(.unique) { _ in S1772() }
    container.register(.unique) { _ in S1773() }
    container.register(.unique) { _ in S1774() }
    container.register(.unique) { _ in S1775() }
    container.register(.unique) { _ in S1776() }
    container.register(.unique) { _ in S1777() }
    container.register(.unique) { _ in S1778() }
    container.register(.unique) { _ in S1779() }
    container.register(.unique) { _ in S1780() }
    container.register(.unique) { _ in S1781() }
    container.register(.unique) { _ in S1782() }
    container.register(.unique) { _ in S1783() }
    container.register(.unique) { _ in S1784() }
    container.register(.unique) { _ in S1785() }
    container.register(.unique) { _ in S1786() }
    container.register(.unique) { _ in S1787() }
    container.register(.unique) { _ in S1788() }
    container.register(.unique) { _ in S1789() }
    container.register(.unique) { _ in S1790() }
    container.register(.unique) { _ in S1791() }
    container.register(.unique) { _ in S1792() }
    container.register(.unique) { _ in S1793() }
    container.register(.unique) { _ in S1794() }
    container.register(.unique) { _ in S1795() }
    container.register(.unique) { _ in S1796() }
    container.register(.unique) { _ in S1797() }
    container.register(.unique) { _ in S1798() }
    container.register(.unique) { _ in S1799() }
}

@inline(never)
func registerDIRuntimePart18(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1800() }
    container.register(.unique) { _ in S1801() }
    container.register(.unique) { _ in S1802() }
    container.register(.unique) { _ in S1803() }
    container.register(.unique) { _ in S1804() }
    container.register(.unique) { _ in S1805() }
    container.register(.unique) { _ in S1806() }
    container.register(.unique) { _ in S1807() }
    container.register(.unique) { _ in S1808() }
    container.register(.unique) { _ in S1809() }
    container.register(.unique) { _ in S1810() }
    container.register(.unique) { _ in S1811() }
    container.register(.unique) { _ in S1812() }
    container.register(.unique) { _ in S1813() }
    container.register(.unique) { _ in S1814() }
    container.register(.unique) { _ in S1815() }
    container.register(.unique) { _ in S1816() }
    container.register(.unique) { _ in S1817() }
    container.register(.unique) { _ in S1818() }
    container.register(.unique) { _ in S1819() }
    container.register(.unique) { _ in S1820() }
    container.register(.unique) { _ in S1821() }
    container.register(.unique) { _ in S1822() }
    container.register(.unique) { _ in S1823() }
    container.register(.unique) { _ in S1824() }
    container.register(.unique) { _ in S1825() }
    container.register(.unique) { _ in S1826() }
    container.register(.unique) { _ in S1827() }
    container.register(.unique) { _ in S1828() }
    container.register(.unique) { _ in S1829() }
    container.register(.unique) { _ in S1830() }
    container.register(.unique) { _ in S1831() }
    container.register(.unique) { _ in S1832() }
    container.register(.unique) { _ in S1833() }
    container.register(.unique) { _ in S1834() }
    container.register(.unique) { _ in S1835() }
    container.register(.unique) { _ in S1836() }
    container.register(.unique) { _ in S1837() }
    container.register(.unique) { _ in S1838() }
    container.register(.unique) { _ in S1839() }
    container.register(.unique) { _ in S1840() }
    container.register(.unique) { _ in S1841() }
    container.register(.unique) { _ in S1842() }
    container.register(.unique) { _ in S1843() }
    container.register(.unique) { _ in S1844() }
    container.register(.unique) { _ in S1845() }
    container.register(.unique) { _ in S1846() }
    container.register(.unique) { _ in S1847() }
    container.register(.unique) { _ in S1848() }
    container.register(.unique) { _ in S1849() }
    container.register(.unique) { _ in S1850() }
    container.register(.unique) { _ in S1851() }
    container.register(.unique) { _ in S1852() }
    container.register(.unique) { _ in S1853() }
    container.register(.unique) { _ in S1854() }
    container.register(.unique) { _ in S1855() }
    container.register(.unique) { _ in S1856() }
    container.register(.unique) { _ in S1857() }
    container.register(.unique) { _ in S1858() }
    container.register(.unique) { _ in S1859() }
    container.register(.unique) { _ in S1860() }
    container.register(.unique) { _ in S1861() }
    container.register(.unique) { _ in S1862() }
    container.register(.unique) { _ in S1863() }
    container.register(.unique) { _ in S1864() }
    container.register(.unique) { _ in S1865() }
    container.register(.unique) { _ in S1866() }
    container.register(.unique) { _ in S1867() }
    container.register(.unique) { _ in S1868() }
    container.register(.unique) { _ in S1869() }
    container.register(.unique) { _ in S1870() }
    container.register(.unique) { _ in S1871() }
    container.register(.unique) { _ in S1872() }
    container.register(.unique) { _ in S1873() }
    container.register(.unique) { _ in S1874() }
    container.register(.unique) { _ in S1875() }
    container.register(.unique) { _ in S1876() }
    container.register(.unique) { _ in S1877() }
    container.register(.unique) { _ in S1878() }
    container.register(.unique) { _ in S1879() }
    container.register(.unique) { _ in S1880() }
    container.register(.unique) { _ in S1881() }
    container.register(.unique) { _ in S1882() }
    container.register(.unique) { _ in S1883() }
    container.register(.unique) { _ in S1884() }
    container.register(.unique) { _ in S1885() }
    container.register(.unique) { _ in S1886() }
    container.register(.unique) { _ in S1887() }
    container.register(.unique) { _ in S1888() }
    container.register(.unique) { _ in S1889() }
    container.register(.unique) { _ in S1890() }
    container.register(.unique) { _ in S1891() }
    container.register(.unique) { _ in S1892() }
    container.register(.unique) { _ in S1893() }
    container.register(.unique) { _ in S1894() }
    container.register(.unique) { _ in S1895() }
    container.register(.unique) { _ in S1896() }
    container.register(.unique) { _ in S1897() }
    container.register(.unique) { _ in S1898() }
    container.register(.unique) { _ in S1899() }
}

@inline(never)
func registerDIRuntimePart19(in container: DIRuntime.Container) {
    container.register(.unique) { _ in S1900() }
    container.register(.unique) { _ in S1901() }
    container.register(.unique) { _ in S1902() }
    container.register(.unique) { _ in S1903() }
    container.register(.unique) { _ in S1904() }
    container.register(.unique) { _ in S1905() }
    container.register(.unique) { _ in S1906() }
    container.register(.unique) { _ in S1907() }
    container.register(.unique) { _ in S1908() }
    container.register(.unique) { _ in S1909() }
    container.register(.unique) { _ in S1910() }
    container.register(.unique) { _ in S1911() }
    container.register(.unique) { _ in S1912() }
    container.register(.unique) { _ in S1913() }
    container.register(.unique) { _ in S1914() }
    container.register(.unique) { _ in S1915() }
    container.register(.unique) { _ in S1916() }
    container.register(.unique) { _ in S1917() }
    container.register(.unique) { _ in S1918() }
    container.register(.unique) { _ in S1919() }
    container.register(.unique) { _ in S1920() }
    container.register(.unique) { _ in S1921() }
    container.register(.unique) { _ in S1922() }
    container.register(.unique) { _ in S1923() }
    container.register(.unique) { _ in S1924() }
    container.register(.unique) { _ in S1925() }
    container.register(.unique) { _ in S1926() }
    container.register(.unique) { _ in S1927() }
    container.register(.unique) { _ in S1928() }
    container.register(.unique) { _ in S1929() }
    container.register(.unique) { _ in S1930() }
    container.register(.unique) { _ in S1931() }
    container.register(.unique) { _ in S1932() }
    container.register(.unique) { _ in S1933() }
    container.register(.unique) { _ in S1934() }
    container.register(.unique) { _ in S1935() }
    container.register(.unique) { _ in S1936() }
    container.register(.unique) { _ in S1937() }
    container.register(.unique) { _ in S1938() }
    container.register(.unique) { _ in S1939() }
    container.register(.unique) { _ in S1940() }
    container.register(.unique) { _ in S1941() }
    container.register(.unique) { _ in S1942() }
    container.register(.unique) { _ in S1943() }
    container.register(.unique) { _ in S1944() }
    container.register(.unique) { _ in S1945() }
    container.register(.unique) { _ in S1946() }
    container.register(.unique) { _ in S1947() }
    container.register(.unique) { _ in S1948() }
    container.register(.unique) { _ in S1949() }
    container.register(.unique) { _ in S1950() }
    container.register(.unique) { _ in S1951() }
    container.register(.unique) { _ in S1952() }
    container.register(.unique) { _ in S1953() }
    container.register(.unique) { _ in S1954() }
    container.register(.unique) { _ in S1955() }
    container.register(.unique) { _ in S1956() }
    container.register(.unique) { _ in S1957() }
    container.register(.unique) { _ in S1958() }
    container.register(.unique) { _ in S1959() }
    container.register(.unique) { _ in S1960() }
    container.register(.unique) { _ in S1961() }
    container.register(.unique) { _ in S1962() }
    container.register(.unique) { _ in S1963() }
    container.register(.unique) { _ in S1964() }
    container.register(.unique) { _ in S1965() }
    container.register(.unique) { _ in S1966() }
    container.register(.unique) { _ in S1967() }
    container.register(.unique) { _ in S1968() }
    container.register(.unique) { _ in S1969() }
    container.register(.unique) { _ in S1970() }
    container.register(.unique) { _ in S1971() }
    container.register(.unique) { _ in S1972() }
    container.register(.unique) { _ in S1973() }
    container.register(.unique) { _ in S1974() }
    container.register(.unique) { _ in S1975() }
    container.register(.unique) { _ in S1976() }
    container.register(.unique) { _ in S1977() }
    container.register(.unique) { _ in S1978() }
    container.register(.unique) { _ in S1979() }
    container.register(.unique) { _ in S1980() }
    container.register(.unique) { _ in S1981() }
    container.register(.unique) { _ in S1982() }
    container.register(.unique) { _ in S1983() }
    container.register(.unique) { _ in S1984() }
    container.register(.unique) { _ in S1985() }
    container.register(.unique) { _ in S1986() }
    container.register(.unique) { _ in S1987() }
    container.register(.unique) { _ in S1988() }
    container.register(.unique) { _ in S1989() }
    container.register(.unique) { _ in S1990() }
    container.register(.unique) { _ in S1991() }
    container.register(.unique) { _ in S1992() }
    container.register(.unique) { _ in S1993() }
    container.register(.unique) { _ in S1994() }
    container.register(.unique) { _ in S1995() }
    container.register(.unique) { _ in S1996() }
    container.register(.unique) { _ in S1997() }
    container.register(.unique) { _ in S1998() }
    container.register(.unique) { _ in S1999() }
}

func registerDIRuntime(in container: DIRuntime.Container) {
    registerDIRuntimePart0(in: container)
    registerDIRuntimePart1(in: container)
    registerDIRuntimePart2(in: container)
    registerDIRuntimePart3(in: container)
    registerDIRuntimePart4(in: container)
    registerDIRuntimePart5(in: container)
    registerDIRuntimePart6(in: container)
    registerDIRuntimePart7(in: container)
    registerDIRuntimePart8(in: container)
    registerDIRuntimePart9(in: container)
    registerDIRuntimePart10(in: container)
    registerDIRuntimePart11(in: container)
    registerDIRuntimePart12(in: container)
    registerDIRuntimePart13(in: container)
    registerDIRuntimePart14(in: container)
    registerDIRuntimePart15(in: container)
    registerDIRuntimePart16(in: container)
    registerDIRuntimePart17(in: container)
    registerDIRuntimePart18(in: container)
    registerDIRuntimePart19(in: container)
}

@inline(never)
func registerSwinjectPart0(in container: Swinject.Container) {
    container.register(S0.self) { _ in S0() }
    container.register(S1.self) { _ in S1() }
    container.register(S2.self) { _ in S2() }
    container.register(S3.self) { _ in S3() }
    container.register(S4.self) { _ in S4() }
    container.register(S5.self) { _ in S5() }
    container.register(S6.self) { _ in S6() }
    container.register(S7.self) { _ in S7() }
    container.register(S8.self) { _ in S8() }
    container.register(S9.self) { _ in S9() }
    container.register(S10.self) { _ in S10() }
    container.register(S11.self) { _ in S11() }
    container.register(S12.self) { _ in S12() }
    container.register(S13.self) { _ in S13() }
    container.register(S14.self) { _ in S14() }
    container.register(S15.self) { _ in S15() }
    container.register(S16.self) { _ in S16() }
    container.register(S17.self) { _ in S17() }
    container.register(S18.self) { _ in S18() }
    container.register(S19.self) { _ in S19() }
    container.register(S20.self) { _ in S20() }
    container.register(S21.self) { _ in S21() }
    container.register(S22.self) { _ in S22() }
    container.register(S23.self) { _ in S23() }
    container.register(S24.self) { _ in S24() }
    container.register(S25.self) { _ in S25() }
    container.register(S26.self) { _ in S26() }
    container.register(S27.self) { _ in S27() }
    container.register(S28.self) { _ in S28() }
    container.register(S29.self) { _ in S29() }
    container.register(S30.self) { _ in S30() }
    container.register(S31.self) { _ in S31() }
    container.register(S32.self) { _ in S32() }
    container.register(S33.self) { _ in S33() }
    container.register(S34.self) { _ in S34() }
    container.register(S35.self) { _ in S35() }
    container.register(S36.self) { _ in S36() }
    container.register(S37.self) { _ in S37() }
    container.register(S38.self) { _ in S38() }
    container.register(S39.self) { _ in S39() }
    container.register(S40.self) { _ in S40() }
    container.register(S41.self) { _ in S41() }
    container.register(S42.self) { _ in S42() }
    container.register(S43.self) { _ in S43() }
    container.register(S44.self) { _ in S44() }
    container.register(S45.self) { _ in S45() }
    container.register(S46.self) { _ in S46() }
    container.register(S47.self) { _ in S47() }
    container.register(S48.self) { _ in S48() }
    container.register(S49.self) { _ in S49() }
    container.register(S50.self) { _ in S50() }
    container.register(S51.self) { _ in S51() }
    container.register(S52.self) { _ in S52() }
    container.register(S53.self) { _ in S53() }
    container.register(S54.self) { _ in S54() }
    container.register(S55.self) { _ in S55() }
    container.register(S56.self) { _ in S56() }
    container.register(S57.self) { _ in S57() }
    container.register(S58.self) { _ in S58() }
    container.register(S59.self) { _ in S59() }
    container.register(S60.self) { _ in S60() }
    container.register(S61.self) { _ in S61() }
    container.register(S62.self) { _ in S62() }
    container.register(S63.self) { _ in S63() }
    container.register(S64.self) { _ in S64() }
    container.register(S65.self) { _ in S65() }
    container.register(S66.self) { _ in S66() }
    container.register(S67.self) { _ in S67() }
    container.register(S68.self) { _ in S68() }
    container.register(S69.self) { _ in S69() }
    container.register(S70.self) { _ in S70() }
    container.register(S71.self) { _ in S71() }
    container.register(S72.self) { _ in S72() }
    container.register(S73.self) { _ in S73() }
    container.register(S74.self) { _ in S74() }
    container.register(S75.self) { _ in S75() }
    container.register(S76.self) { _ in S76() }
    container.register(S77.self) { _ in S77() }
    container.register(S78.self) { _ in S78() }
    container.register(S79.self) { _ in S79() }
    container.register(S80.self) { _ in S80() }
    container.register(S81.self) { _ in S81() }
    container.register(S82.self) { _ in S82() }
    container.register(S83.self) { _ in S83() }
    container.register(S84.self) { _ in S84() }
    container.register(S85.self) { _ in S85() }
    container.register(S86.self) { _ in S86() }
    container.register(S87.self) { _ in S87() }
    container.register(S88.self) { _ in S88() }
    container.register(S89.self) { _ in S89() }
    container.register(S90.self) { _ in S90() }
    container.register(S91.self) { _ in S91() }
    container.register(S92.self) { _ in S92() }
    container.register(S93.self) { _ in S93() }
    container.register(S94.self) { _ in S94() }
    container.register(S95.self) { _ in S95() }
    container.register(S96.self) { _ in S96() }
    container.register(S97.self) { _ in S97() }
    container.register(S98.self) { _ in S98() }
    container.register(S99.self) { _ in S99() }
}

@inline(never)
func registerSwinjectPart1(in container: Swinject.Container) {
    container.register(S100.self) { _ in S100() }
    container.register(S101.self) { _ in S101() }
    container.register(S102.self) { _ in S102() }
    container.register(S103.self) { _ in S103() }
    container.register(S104.self) { _ in S104() }
    container.register(S105.self) { _ in S105() }
    container.register(S106.self) { _ in S106() }
    container.register(S107.self) { _ in S107() }
    container.register(S108.self) { _ in S108() }
    container.register(S109.self) { _ in S109() }
    container.register(S110.self) { _ in S110() }
    container.register(S111.self) { _ in S111() }
    container.register(S112.self) { _ in S112() }
    container.register(S113.self) { _ in S113() }
    container.register(S114.self) { _ in S114() }
    container.register(S115.self) { _ in S115() }
    container.register(S116.self) { _ in S116() }
    container.register(S117.self) { _ in S117() }
    container.register(S118.self) { _ in S118() }
    container.register(S119.self) { _ in S119() }
    container.register(S120.self) { _ in S120() }
    container.register(S121.self) { _ in S121() }
    container.register(S122.self) { _ in S122() }
    container.register(S123.self) { _ in S123() }
    container.register(S124.self) { _ in S124() }
    container.register(S125.self) { _ in S125() }
    container.register(S126.self) { _ in S126() }
    container.register(S127.self) { _ in S127() }
    container.register(S128.self) { _ in S128() }
    container.register(S129.self) { _ in S129() }
    container.register(S130.self) { _ in S130() }
    container.register(S131.self) { _ in S131() }
    container.register(S132.self) { _ in S132() }
    container.register(S133.self) { _ in S133() }
    container.register(S134.self) { _ in S134() }
    container.register(S135.self) { _ in S135() }
    container.register(S136.self) { _ in S136() }
    container.register(S137.self) { _ in S137() }
    container.register(S138.self) { _ in S138() }
    container.register(S139.self) { _ in S139() }
    container.register(S140.self) { _ in S140() }
    container.register(S141.self) { _ in S141() }
    container.register(S142.self) { _ in S142() }
    container.register(S143.self) { _ in S143() }
    container.register(S144.self) { _ in S144() }
    container.register(S145.self) { _ in S145() }
    container.register(S146.self) { _ in S146() }
    container.register(S147.self) { _ in S147() }
    container.register(S148.self) { _ in S148() }
    container.register(S149.self) { _ in S149() }
    container.register(S150.self) { _ in S150() }
    container.register(S151.self) { _ in S151() }
    container.register(S152.self) { _ in S152() }
    container.register(S153.self) { _ in S153() }
    container.register(S154.self) { _ in S154() }
    container.register(S155.self) { _ in S155() }
    container.register(S156.self) { _ in S156() }
    container.register(S157.self) { _ in S157() }
    container.register(S158.self) { _ in S158() }
    container.register(S159.self) { _ in S159() }
    container.register(S160.self) { _ in S160() }
    container.register(S161.self) { _ in S161() }
    container.register(S162.self) { _ in S162() }
    container.register(S163.self) { _ in S163() }
    container.register(S164.self) { _ in S164() }
    container.register(S165.self) { _ in S165() }
    container.register(S166.self) { _ in S166() }
    container.register(S167.self) { _ in S167() }
    container.register(S168.self) { _ in S168() }
    container.register(S169.self) { _ in S169() }
    container.register(S170.self) { _ in S170() }
    container.register(S171.self) { _ in S171() }
    container.register(S172.self) { _ in S172() }
    container.register(S173.self) { _ in S173() }
    container.register(S174.self) { _ in S174() }
    container.register(S175.self) { _ in S175() }
    container.register(S176.self) { _ in S176() }
    container.register(S177.self) { _ in S177() }
    container.register(S178.self) { _ in S178() }
    container.register(S179.self) { _ in S179() }
    container.register(S180.self) { _ in S180() }
    container.register(S181.self) { _ in S181() }
    container.register(S182.self) { _ in S182() }
    container.register(S183.self) { _ in S183() }
    container.register(S184.self) { _ in S184() }
    container.register(S185.self) { _ in S185() }
    container.register(S186.self) { _ in S186() }
    container.register(S187.self) { _ in S187() }
    container.register(S188.self) { _ in S188() }
    container.register(S189.self) { _ in S189() }
    container.register(S190.self) { _ in S190() }
    container.register(S191.self) { _ in S191() }
    container.register(S192.self) { _ in S192() }
    container.register(S193.self) { _ in S193() }
    container.register(S194.self) { _ in S194() }
    container.register(S195.self) { _ in S195() }
    container.register(S196.self) { _ in S196() }
    container.register(S197.self) { _ in S197() }
    container.register(S198.self) { _ in S198() }
    container.register(S199.self) { _ in S199() }
}

@inline(never)
func registerSwinjectPart2(in container: Swinject.Container) {
    container.register(S200.self) { _ in S200() }
    container.register(S201.self) { _ in S201() }
    container.register(S202.self) { _ in S202() }
    container.register(S203.self) { _ in S203() }
    container.register(S204.self) { _ in S204() }
    container.register(S205.self) { _ in S205() }
    container.register(S206.self) { _ in S206() }
    container.register(S207.self) { _ in S207() }
    container.register(S208.self) { _ in S208() }
    container.register(S209.self) { _ in S209() }
    container.register(S210.self) { _ in S210() }
    container.register(S211.self) { _ in S211() }
    container.register(S212.self) { _ in S212() }
    container.register(S213.self) { _ in S213() }
    container.register(S214.self) { _ in S214() }
    container.register(S215.self) { _ in S215() }
    container.register(S216.self) { _ in S216() }
    container.register(S217.self) { _ in S217() }
    container.register(S218.self) { _ in S218() }
    container.register(S219.self) { _ in S219() }
    container.register(S220.self) { _ in S220() }
    container.register(S221.self) { _ in S221() }
    container.register(S222.self) { _ in S222() }
    container.register(S223.self) { _ in S223() }
    container.register(S224.self) { _ in S224() }
    container.register(S225.self) { _ in S225() }
    container.register(S226.self) { _ in S226() }
    container.register(S227.self) { _ in S227() }
    container.register(S228.self) { _ in S228() }
    container.register(S229.self) { _ in S229() }
    container.register(S230.self) { _ in S230() }
    container.register(S231.self) { _ in S231() }
    container.register(S232.self) { _ in S232() }
    container.register(S233.self) { _ in S233() }
    container.register(S234.self) { _ in S234() }
    container.register(S235.self) { _ in S235() }
    container.register(S236.self) { _ in S236() }
    container.register(S237.self) { _ in S237() }
    container.register(S238.self) { _ in S238() }
    container.register(S239.self) { _ in S239() }
    container.register(S240.self) { _ in S240() }
    container.register(S241.self) { _ in S241() }
    container.register(S242.self) { _ in S242() }
    container.register(S243.self) { _ in S243() }
    container.register(S244.self) { _ in S244() }
    container.register(S245.self) { _ in S245() }
    container.register(S246.self) { _ in S246() }
    container.register(S247.self) { _ in S247() }
    container.register(S248.self) { _ in S248() }
    container.register(S249.self) { _ in S249() }
    container.register(S250.self) { _ in S250() }
    container.register(S251.self) { _ in S251() }
    container.register(S252.self) { _ in S252() }
    container.register(S253.self) { _ in S253() }
    container.register(S254.self) { _ in S254() }
    container.register(S255.self) { _ in S255() }
    container.register(S256.self) { _ in S256() }
    container.register(S257.self) { _ in S257() }
    container.register(S258.self) { _ in S258() }
    container.register(S259.self) { _ in S259() }
    container.register(S260.self) { _ in S260() }
    container.register(S261.self) { _ in S261() }
    container.register(S262.self) { _ in S262() }
    container.register(S263.self) { _ in S263() }
    container.register(S264.self) { _ in S264() }
    container.register(S265.self) { _ in S265() }
    container.register(S266.self) { _ in S266() }
    container.register(S267.self) { _ in S267() }
    container.register(S268.self) { _ in S268() }
    container.register(S269.self) { _ in S269() }
    container.register(S270.self) { _ in S270() }
    container.register(S271.self) { _ in S271() }
    container.register(S272.self) { _ in S272() }
    container.register(S273.self) { _ in S273() }
    container.register(S274.self) { _ in S274() }
    container.register(S275.self) { _ in S275() }
    container.register(S276.self) { _ in S276() }
    container.register(S277.self) { _ in S277() }
    container.register(S278.self) { _ in S278() }
    container.register(S279.self) { _ in S279() }
    container.register(S280.self) { _ in S280() }
    container.register(S281.self) { _ in S281() }
    container.register(S282.self) { _ in S282() }
    container.register(S283.self) { _ in S283() }
    container.register(S284.self) { _ in S284() }
    container.register(S285.self) { _ in S285() }
    container.register(S286.self) { _ in S286() }
    container.register(S287.self) { _ in S287() }
    container.register(S288.self) { _ in S288() }
    container.register(S289.self) { _ in S289() }
    container.register(S290.self) { _ in S290() }
    container.register(S291.self) { _ in S291() }
    container.register(S292.self) { _ in S292() }
    container.register(S293.self) { _ in S293() }
    container.register(S294.self) { _ in S294() }
    container.register(S295.self) { _ in S295() }
    container.register(S296.self) { _ in S296() }
    container.register(S297.self) { _ in S297() }
    container.register(S298.self) { _ in S298() }
    container.register(S299.self) { _ in S299() }
}

@inline(never)
func registerSwinjectPart3(in container: Swinject.Container) {
    container.register(S300.self) { _ in S300() }
    container.register(S301.self) { _ in S301() }
    container.register(S302.self) { _ in S302() }
    container.register(S303.self) { _ in S303() }
    container.register(S304.self) { _ in S304() }
    container.register(S305.self) { _ in S305() }
    container.register(S306.self) { _ in S306() }
    container.register(S307.self) { _ in S307() }
    container.register(S308.self) { _ in S308() }
    container.register(S309.self) { _ in S309() }
    container.register(S310.self) { _ in S310() }
    container.register(S311.self) { _ in S311() }
    container.register(S312.self) { _ in S312() }
    container.register(S313.self) { _ in S313() }
    container.register(S314.self) { _ in S314() }
    container.register(S315.self) { _ in S315() }
    container.register(S316.self) { _ in S316() }
    container.register(S317.self) { _ in S317() }
    container.register(S318.self) { _ in S318() }
    container.register(S319.self) { _ in S319() }
    container.register(S320.self) { _ in S320() }
    container.register(S321.self) { _ in S321() }
    container.register(S322.self) { _ in S322() }
    container.register(S323.self) { _ in S323() }
    container.register(S324.self) { _ in S324() }
    container.register(S325.self) { _ in S325() }
    container.register(S326.self) { _ in S326() }
    container.register(S327.self) { _ in S327() }
    container.register(S328.self) { _ in S328() }
    container.register(S329.self) { _ in S329() }
    container.register(S330.self) { _ in S330() }
    container.register(S331.self) { _ in S331() }
    container.register(S332.self) { _ in S332() }
    container.register(S333.self) { _ in S333() }
    container.register(S334.self) { _ in S334() }
    container.register(S335.self) { _ in S335() }
    container.register(S336.self) { _ in S336() }
    container.register(S337.self) { _ in S337() }
    container.register(S338.self) { _ in S338() }
    container.register(S339.self) { _ in S339() }
    container.register(S340.self) { _ in S340() }
    container.register(S341.self) { _ in S341() }
    container.register(S342.self) { _ in S342() }
    container.register(S343.self) { _ in S343() }
    container.register(S344.self) { _ in S344() }
    container.register(S345.self) { _ in S345() }
    container.register(S346.self) { _ in S346() }
    container.register(S347.self) { _ in S347() }
    container.register(S348.self) { _ in S348() }
    container.register(S349.self) { _ in S349() }
    container.register(S350.self) { _ in S350() }
    container.register(S351.self) { _ in S351() }
    container.register(S352.self) { _ in S352() }
    container.register(S353.self) { _ in S353() }
    container.register(S354.self) { _ in S354() }
    container.register(S355.self) { _ in S355() }
    container.register(S356.self) { _ in S356() }
    container.register(S357.self) { _ in S357() }
    container.register(S358.self) { _ in S358() }
    container.register(S359.self) { _ in S359() }
    container.register(S360.self) { _ in S360() }
    container.register(S361.self) { _ in S361() }
    container.register(S362.self) { _ in S362() }
    container.register(S363.self) { _ in S363() }
    container.register(S364.self) { _ in S364() }
    container.register(S365.self) { _ in S365() }
    container.register(S366.self) { _ in S366() }
    container.register(S367.self) { _ in S367() }
    container.register(S368.self) { _ in S368() }
    container.register(S369.self) { _ in S369() }
    container.register(S370.self) { _ in S370() }
    container.register(S371.self) { _ in S371() }
    container.register(S372.self) { _ in S372() }
    container.register(S373.self) { _ in S373() }
    container.register(S374.self) { _ in S374() }
    container.register(S375.self) { _ in S375() }
    container.register(S376.self) { _ in S376() }
    container.register(S377.self) { _ in S377() }
    container.register(S378.self) { _ in S378() }
    container.register(S379.self) { _ in S379() }
    container.register(S380.self) { _ in S380() }
    container.register(S381.self) { _ in S381() }
    container.register(S382.self) { _ in S382() }
    container.register(S383.self) { _ in S383() }
    container.register(S384.self) { _ in S384() }
    container.register(S385.self) { _ in S385() }
    container.register(S386.self) { _ in S386() }
    container.register(S387.self) { _ in S387() }
    container.register(S388.self) { _ in S388() }
    container.register(S389.self) { _ in S389() }
    container.register(S390.self) { _ in S390() }
    container.register(S391.self) { _ in S391() }
    container.register(S392.self) { _ in S392() }
    container.register(S393.self) { _ in S393() }
    container.register(S394.self) { _ in S394() }
    container.register(S395.self) { _ in S395() }
    container.register(S396.self) { _ in S396() }
    container.register(S397.self) { _ in S397() }
    container.register(S398.self) { _ in S398() }
    container.register(S399.self) { _ in S399() }
}

@inline(never)
func registerSwinjectPart4(in container: Swinject.Container) {
    container.register(S400.self) { _ in S400() }
    container.register(S401.self) { _ in S401() }
    container.register(S402.self) { _ in S402() }
    container.register(S403.self) { _ in S403() }
    container.register(S404.self) { _ in S404() }
    container.register(S405.self) { _ in S405() }
    container.register(S406.self) { _ in S406() }
    container.register(S407.self) { _ in S407() }
    container.register(S408.self) { _ in S408() }
    container.register(S409.self) { _ in S409() }
    container.register(S410.self) { _ in S410() }
    container.register(S411.self) { _ in S411() }
    container.register(S412.self) { _ in S412() }
    container.register(S413.self) { _ in S413() }
    container.register(S414.self) { _ in S414() }
    container.register(S415.self) { _ in S415() }
    container.register(S416.self) { _ in S416() }
    container.register(S417.self) { _ in S417() }
    container.register(S418.self) { _ in S418() }
    container.register(S419.self) { _ in S419() }
    container.register(S420.self) { _ in S420() }
    container.register(S421.self) { _ in S421() }
    container.register(S422.self) { _ in S422() }
    container.register(S423.self) { _ in S423() }
    container.register(S424.self) { _ in S424() }
    container.register(S425.self) { _ in S425() }
    container.register(S426.self) { _ in S426() }
    container.register(S427.self) { _ in S427() }
    container.register(S428.self) { _ in S428() }
    container.register(S429.self) { _ in S429() }
    container.register(S430.self) { _ in S430() }
    container.register(S431.self) { _ in S431() }
    container.register(S432.self) { _ in S432() }
    container.register(S433.self) { _ in S433() }
    container.register(S434.self) { _ in S434() }
    container.register(S435.self) { _ in S435() }
    container.register(S436.self) { _ in S436() }
    container.register(S437.self) { _ in S437() }
    container.register(S438.self) { _ in S438() }
    container.register(S439.self) { _ in S439() }
    container.register(S440.self) { _ in S440() }
    container.register(S441.self) { _ in S441() }
    container.register(S442.self) { _ in S442() }
    container.register(S443.self) { _ in S443() }
    container.register(S444.self) { _ in S444() }
    container.register(S445.self) { _ in S445() }
    container.register(S446.self) { _ in S446() }
    container.register(S447.self) { _ in S447() }
    container.register(S448.self) { _ in S448() }
    container.register(S449.self) { _ in S449() }
    container.register(S450.self) { _ in S450() }
    container.register(S451.self) { _ in S451() }
    container.register(S452.self) { _ in S452() }
    container.register(S453.self) { _ in S453() }
    container.register(S454.self) { _ in S454() }
    container.register(S455.self) { _ in S455() }
    container.register(S456.self) { _ in S456() }
    container.register(S457.self) { _ in S457() }
    container.register(S458.self) { _ in S458() }
    container.register(S459.self) { _ in S459() }
    container.register(S460.self) { _ in S460() }
    container.register(S461.self) { _ in S461() }
    container.register(S462.self) { _ in S462() }
    container.register(S463.self) { _ in S463() }
    container.register(S464.self) { _ in S464() }
    container.register(S465.self) { _ in S465() }
    container.register(S466.self) { _ in S466() }
    container.register(S467.self) { _ in S467() }
    container.register(S468.self) { _ in S468() }
    container.register(S469.self) { _ in S469() }
    container.register(S470.self) { _ in S470() }
    container.register(S471.self) { _ in S471() }
    container.register(S472.self) { _ in S472() }
    container.register(S473.self) { _ in S473() }
    container.register(S474.self) { _ in S474() }
    container.register(S475.self) { _ in S475() }
    container.register(S476.self) { _ in S476() }
    container.register(S477.self) { _ in S477() }
    container.register(S478.self) { _ in S478() }
    container.register(S479.self) { _ in S479() }
    container.register(S480.self) { _ in S480() }
    container.register(S481.self) { _ in S481() }
    container.register(S482.self) { _ in S482() }
    container.register(S483.self) { _ in S483() }
    container.register(S484.self) { _ in S484() }
    container.register(S485.self) { _ in S485() }
    container.register(S486.self) { _ in S486() }
    container.register(S487.self) { _ in S487() }
    container.register(S488.self) { _ in S488() }
    container.register(S489.self) { _ in S489() }
    container.register(S490.self) { _ in S490() }
    container.register(S491.self) { _ in S491() }
    container.register(S492.self) { _ in S492() }
    container.register(S493.self) { _ in S493() }
    container.register(S494.self) { _ in S494() }
    container.register(S495.self) { _ in S495() }
    container.register(S496.self) { _ in S496() }
    container.register(S497.self) { _ in S497() }
    container.register(S498.self) { _ in S498() }
    container.register(S499.self) { _ in S499() }
}

@inline(never)
func registerSwinjectPart5(in container: Swinject.Container) {
    container.register(S500.self) { _ in S500() }
    container.register(S501.self) { _ in S501() }
    container.register(S502.self) { _ in S502() }
    container.register(S503.self) { _ in S503() }
    container.register(S504.self) { _ in S504() }
    container.register(S505.self) { _ in S505() }
    container.register(S506.self) { _ in S506() }
    container.register(S507.self) { _ in S507() }
    container.register(S508.self) { _ in S508() }
    container.register(S509.self) { _ in S509() }
    container.register(S510.self) { _ in S510() }
    container.register(S511.self) { _ in S511() }
    container.register(S512.self) { _ in S512() }
    container.register(S513.self) { _ in S513() }
    container.register(S514.self) { _ in S514() }
    container.register(S515.self) { _ in S515() }
    container.register(S516.self) { _ in S516() }
    container.register(S517.self) { _ in S517() }
    container.register(S518.self) { _ in S518() }
    container.register(S519.self) { _ in S519() }
    container.register(S520.self) { _ in S520() }
    container.register(S521.self) { _ in S521() }
    container.register(S522.self) { _ in S522() }
    container.register(S523.self) { _ in S523() }
    container.register(S524.self) { _ in S524() }
    container.register(S525.self) { _ in S525() }
    container.register(S526.self) { _ in S526() }
    container.register(S527.self) { _ in S527() }
    container.register(S528.self) { _ in S528() }
    container.register(S529.self) { _ in S529() }
    container.register(S530.self) { _ in S530() }
    container.register(S531.self) { _ in S531() }
    container.register(S532.self) { _ in S532() }
    container.register(S533.self) { _ in S533() }
    container.register(S534.self) { _ in S534() }
    container.register(S535.self) { _ in S535() }
    container.register(S536.self) { _ in S536() }
    container.register(S537.self) { _ in S537() }
    container.register(S538.self) { _ in S538() }
    container.register(S539.self) { _ in S539() }
    container.register(S540.self) { _ in S540() }
    container.register(S541.self) { _ in S541() }
    container.register(S542.self) { _ in S542() }
    container.register(S543.self) { _ in S543() }
    container.register(S544.self) { _ in S544() }
    container.register(S545.self) { _ in S545() }
    container.register(S546.self) { _ in S546() }
    container.register(S547.self) { _ in S547() }
    container.register(S548.self) { _ in S548() }
    container.register(S549.self) { _ in S549() }
    container.register(S550.self) { _ in S550() }
    container.register(S551.self) { _ in S551() }
    container.register(S552.self) { _ in S552() }
    container.register(S553.self) { _ in S553() }
    container.register(S554.self) { _ in S554() }
    container.register(S555.self) { _ in S555() }
    container.register(S556.self) { _ in S556() }
    container.register(S557.self) { _ in S557() }
    container.register(S558.self) { _ in S558() }
    container.register(S559.self) { _ in S559() }
    container.register(S560.self) { _ in S560() }
    container.register(S561.self) { _ in S561() }
    container.register(S562.self) { _ in S562() }
    container.register(S563.self) { _ in S563() }
    container.register(S564.self) { _ in S564() }
    container.register(S565.self) { _ in S565() }
    container.register(S566.self) { _ in S566() }
    container.register(S567.self) { _ in S567() }
    container.register(S568.self) { _ in S568() }
    container.register(S569.self) { _ in S569() }
    container.register(S570.self) { _ in S570() }
    container.register(S571.self) { _ in S571() }
    container.register(S572.self) { _ in S572() }
    container.register(S573.self) { _ in S573() }
    container.register(S574.self) { _ in S574() }
    container.register(S575.self) { _ in S575() }
    container.register(S576.self) { _ in S576() }
    container.register(S577.self) { _ in S577() }
    container.register(S578.self) { _ in S578() }
    container.register(S579.self) { _ in S579() }
    container.register(S580.self) { _ in S580() }
    container.register(S581.self) { _ in S581() }
    container.register(S582.self) { _ in S582() }
    container.register(S583.self) { _ in S583() }
    container.register(S584.self) { _ in S584() }
    container.register(S585.self) { _ in S585() }
    container.register(S586.self) { _ in S586() }
    container.register(S587.self) { _ in S587() }
    container.register(S588.self) { _ in S588() }
    container.register(S589.self) { _ in S589() }
    container.register(S590.self) { _ in S590() }
    container.register(S591.self) { _ in S591() }
    container.register(S592.self) { _ in S592() }
    container.register(S593.self) { _ in S593() }
    container.register(S594.self) { _ in S594() }
    container.register(S595.self) { _ in S595() }
    container.register(S596.self) { _ in S596() }
    container.register(S597.self) { _ in S597() }
    container.register(S598.self) { _ in S598() }
    container.register(S599.self) { _ in S599() }
}

@inline(never)
func registerSwinjectPart6(in container: Swinject.Container) {
    container.register(S600.self) { _ in S600() }
    container.register(S601.self) { _ in S601() }
    container.register(S602.self) { _ in S602() }
    container.register(S603.self) { _ in S603() }
    container.register(S604.self) { _ in S604() }
    container.register(S605.self) { _ in S605() }
    container.register(S606.self) { _ in S606() }
    container.register(S607.self) { _ in S607() }
    container.register(S608.self) { _ in S608() }
    container.register(S609.self) { _ in S609() }
    container.register(S610.self) { _ in S610() }
    container.register(S611.self) { _ in S611() }
    container.register(S612.self) { _ in S612() }
    container.register(S613.self) { _ in S613() }
    container.register(S614.self) { _ in S614() }
    container.register(S615.self) { _ in S615() }
    container.register(S616.self) { _ in S616() }
    container.register(S617.self) { _ in S617() }
    container.register(S618.self) { _ in S618() }
    container.register(S619.self) { _ in S619() }
    container.register(S620.self) { _ in S620() }
    container.register(S621.self) { _ in S621() }
    container.register(S622.self) { _ in S622() }
    container.register(S623.self) { _ in S623() }
    container.register(S624.self) { _ in S624() }
    container.register(S625.self) { _ in S625() }
    container.register(S626.self) { _ in S626() }
    container.register(S627.self) { _ in S627() }
    container.register(S628.self) { _ in S628() }
    container.register(S629.self) { _ in S629() }
    container.register(S630.self) { _ in S630() }
    container.register(S631.self) { _ in S631() }
    container.register(S632.self) { _ in S632() }
    container.register(S633.self) { _ in S633() }
    container.register(S634.self) { _ in S634() }
    container.register(S635.self) { _ in S635() }
    container.register(S636.self) { _ in S636() }
    container.register(S637.self) { _ in S637() }
    container.register(S638.self) { _ in S638() }
    container.register(S639.self) { _ in S639() }
    container.register(S640.self) { _ in S640() }
    container.register(S641.self) { _ in S641() }
    container.register(S642.self) { _ in S642() }
    container.register(S643.self) { _ in S643() }
    container.register(S644.self) { _ in S644() }
    container.register(S645.self) { _ in S645() }
    container.register(S646.self) { _ in S646() }
    container.register(S647.self) { _ in S647() }
    container.register(S648.self) { _ in S648() }
    container.register(S649.self) { _ in S649() }
    container.register(S650.self) { _ in S650() }
    container.register(S651.self) { _ in S651() }
    container.register(S652.self) { _ in S652() }
    container.register(S653.self) { _ in S653() }
    container.register(S654.self) { _ in S654() }
    container.register(S655.self) { _ in S655() }
    container.register(S656.self) { _ in S656() }
    container.register(S657.self) { _ in S657() }
    container.register(S658.self) { _ in S658() }
    container.register(S659.self) { _ in S659() }
    container.register(S660.self) { _ in S660() }
    container.register(S661.self) { _ in S661() }
    container.register(S662.self) { _ in S662() }
    container.register(S663.self) { _ in S663() }
    container.register(S664.self) { _ in S664() }
    container.register(S665.self) { _ in S665() }
    container.register(S666.self) { _ in S666() }
    container.register(S667.self) { _ in S667() }
    container.register(S668.self) { _ in S668() }
    container.register(S669.self) { _ in S669() }
    container.register(S670.self) { _ in S670() }
    container.register(S671.self) { _ in S671() }
    container.register(S672.self) { _ in S672() }
    container.register(S673.self) { _ in S673() }
    container.register(S674.self) { _ in S674() }
    container.register(S675.self) { _ in S675() }
    container.register(S676.self) { _ in S676() }
    container.register(S677.self) { _ in S677() }
    container.register(S678.self) { _ in S678() }
    container.register(S679.self) { _ in S679() }
    container.register(S680.self) { _ in S680() }
    container.register(S681.self) { _ in S681() }
    container.register(S682.self) { _ in S682() }
    container.register(S683.self) { _ in S683() }
    container.register(S684.self) { _ in S684() }
    container.register(S685.self) { _ in S685() }
    container.register(S686.self) { _ in S686() }
    container.register(S687.self) { _ in S687() }
    container.register(S688.self) { _ in S688() }
    container.register(S689.self) { _ in S689() }
    container.register(S690.self) { _ in S690() }
    container.register(S691.self) { _ in S691() }
    container.register(S692.self) { _ in S692() }
    container.register(S693.self) { _ in S693() }
    container.register(S694.self) { _ in S694() }
    container.register(S695.self) { _ in S695() }
    container.register(S696.self) { _ in S696() }
    container.register(S697.self) { _ in S697() }
    container.register(S698.self) { _ in S698() }
    container.register(S699.self) { _ in S699() }
}

@inline(never)
func registerSwinjectPart7(in container: Swinject.Container) {
    container.register(S700.self) { _ in S700() }
    container.register(S701.self) { _ in S701() }
    container.register(S702.self) { _ in S702() }
    container.register(S703.self) { _ in S703() }
    container.register(S704.self) { _ in S704() }
    container.register(S705.self) { _ in S705() }
    container.register(S706.self) { _ in S706() }
    container.register(S707.self) { _ in S707() }
    container.register(S708.self) { _ in S708() }
    container.register(S709.self) { _ in S709() }
    container.register(S710.self) { _ in S710() }
    container.register(S711.self) { _ in S711() }
    container.register(S712.self) { _ in S712() }
    container.register(S713.self) { _ in S713() }
    container.register(S714.self) { _ in S714() }
    container.register(S715.self) { _ in S715() }
    container.register(S716.self) { _ in S716() }
    container.register(S717.self) { _ in S717() }
    container.register(S718.self) { _ in S718() }
    container.register(S719.self) { _ in S719() }
    container.register(S720.self) { _ in S720() }
    container.register(S721.self) { _ in S721() }
    container.register(S722.self) { _ in S722() }
    container.register(S723.self) { _ in S723() }
    container.register(S724.self) { _ in S724() }
    container.register(S725.self) { _ in S725() }
    container.register(S726.self) { _ in S726() }
    container.register(S727.self) { _ in S727() }
    container.register(S728.self) { _ in S728() }
    container.register(S729.self) { _ in S729() }
    container.register(S730.self) { _ in S730() }
    container.register(S731.self) { _ in S731() }
    container.register(S732.self) { _ in S732() }
    container.register(S733.self) { _ in S733() }
    container.register(S734.self) { _ in S734() }
    container.register(S735.self) { _ in S735() }
    container.register(S736.self) { _ in S736() }
    container.register(S737.self) { _ in S737() }
    container.register(S738.self) { _ in S738() }
    container.register(S739.self) { _ in S739() }
    container.register(S740.self) { _ in S740() }
    container.register(S741.self) { _ in S741() }
    container.register(S742.self) { _ in S742() }
    container.register(S743.self) { _ in S743() }
    container.register(S744.self) { _ in S744() }
    container.register(S745.self) { _ in S745() }
    container.register(S746.self) { _ in S746() }
    container.register(S747.self) { _ in S747() }
    container.register(S748.self) { _ in S748() }
    container.register(S749.self) { _ in S749() }
    container.register(S750.self) { _ in S750() }
    container.register(S751.self) { _ in S751() }
    container.register(S752.self) { _ in S752() }
    container.register(S753.self) { _ in S753() }
    container.register(S754.self) { _ in S754() }
    container.register(S755.self) { _ in S755() }
    container.register(S756.self) { _ in S756() }
    container.register(S757.self) { _ in S757() }
    container.register(S758.self) { _ in S758() }
    container.register(S759.self) { _ in S759() }
    container.register(S760.self) { _ in S760() }
    container.register(S761.self) { _ in S761() }
    container.register(S762.self) { _ in S762() }
    container.register(S763.self) { _ in S763() }
    container.register(S764.self) { _ in S764() }
    container.register(S765.self) { _ in S765() }
    container.register(S766.self) { _ in S766() }
    container.register(S767.self) { _ in S767() }
    container.register(S768.self) { _ in S768() }
    container.register(S769.self) { _ in S769() }
    container.register(S770.self) { _ in S770() }
    container.register(S771.self) { _ in S771() }
    container.register(S772.self) { _ in S772() }
    container.register(S773.self) { _ in S773() }
    container.register(S774.self) { _ in S774() }
    container.register(S775.self) { _ in S775() }
    container.register(S776.self) { _ in S776() }
    container.register(S777.self) { _ in S777() }
    container.register(S778.self) { _ in S778() }
    container.register(S779.self) { _ in S779() }
    container.register(S780.self) { _ in S780() }
    container.register(S781.self) { _ in S781() }
    container.register(S782.self) { _ in S782() }
    container.register(S783.self) { _ in S783() }
    container.register(S784.self) { _ in S784() }
    container.register(S785.self) { _ in S785() }
    container.register(S786.self) { _ in S786() }
    container.register(S787.self) { _ in S787() }
    container.register(S788.self) { _ in S788() }
    container.register(S789.self) { _ in S789() }
    container.register(S790.self) { _ in S790() }
    container.register(S791.self) { _ in S791() }
    container.register(S792.self) { _ in S792() }
    container.register(S793.self) { _ in S793() }
    container.register(S794.self) { _ in S794() }
    container.register(S795.self) { _ in S795() }
    container.register(S796.self) { _ in S796() }
    container.register(S797.self) { _ in S797() }
    container.register(S798.self) { _ in S798() }
    container.register(S799.self) { _ in S799() }
}

@inline(never)
func registerSwinjectPart8(in container: Swinject.Container) {
    container.register(S800.self) { _ in S800() }
    container.register(S801.self) { _ in S801() }
    container.register(S802.self) { _ in S802() }
    container.register(S803.self) { _ in S803() }
    container.register(S804.self) { _ in S804() }
    container.register(S805.self) { _ in S805() }
    container.register(S806.self) { _ in S806() }
    container.register(S807.self) { _ in S807() }
    container.register(S808.self) { _ in S808() }
    container.register(S809.self) { _ in S809() }
    container.register(S810.self) { _ in S810() }
    container.register(S811.self) { _ in S811() }
    container.register(S812.self) { _ in S812() }
    container.register(S813.self) { _ in S813() }
    container.register(S814.self) { _ in S814() }
    container.register(S815.self) { _ in S815() }
    container.register(S816.self) { _ in S816() }
    container.register(S817.self) { _ in S817() }
    container.register(S818.self) { _ in S818() }
    container.register(S819.self) { _ in S819() }
    container.register(S820.self) { _ in S820() }
    container.register(S821.self) { _ in S821() }
    container.register(S822.self) { _ in S822() }
    container.register(S823.self) { _ in S823() }
    container.register(S824.self) { _ in S824() }
    container.register(S825.self) { _ in S825() }
    container.register(S826.self) { _ in S826() }
    container.register(S827.self) { _ in S827() }
    container.register(S828.self) { _ in S828() }
    container.register(S829.self) { _ in S829() }
    container.register(S830.self) { _ in S830() }
    container.register(S831.self) { _ in S831() }
    container.register(S832.self) { _ in S832() }
    container.register(S833.self) { _ in S833() }
    container.register(S834.self) { _ in S834() }
    container.register(S835.self) { _ in S835() }
    container.register(S836.self) { _ in S836() }
    container.register(S837.self) { _ in S837() }
    container.register(S838.self) { _ in S838() }
    container.register(S839.self) { _ in S839() }
    container.register(S840.self) { _ in S840() }
    container.register(S841.self) { _ in S841() }
    container.register(S842.self) { _ in S842() }
    container.register(S843.self) { _ in S843() }
    container.register(S844.self) { _ in S844() }
    container.register(S845.self) { _ in S845() }
    container.register(S846.self) { _ in S846() }
    container.register(S847.self) { _ in S847() }
    container.register(S848.self) { _ in S848() }
    container.register(S849.self) { _ in S849() }
    container.register(S850.self) { _ in S850() }
    container.register(S851.self) { _ in S851() }
    container.register(S852.self) { _ in S852() }
    container.register(S853.self) { _ in S853() }
    container.register(S854.self) { _ in S854() }
    container.register(S855.self) { _ in S855() }
    container.register(S856.self) { _ in S856() }
    container.register(S857.self) { _ in S857() }
    container.register(S858.self) { _ in S858() }
    container.register(S859.self) { _ in S859() }
    container.register(S860.self) { _ in S860() }
    container.register(S861.self) { _ in S861() }
    container.register(S862.self) { _ in S862() }
    container.register(S863.self) { _ in S863() }
    container.register(S864.self) { _ in S864() }
    container.register(S865.self) { _ in S865() }
    container.register(S866.self) { _ in S866() }
    container.register(S867.self) { _ in S867() }
    container.register(S868.self) { _ in S868() }
    container.register(S869.self) { _ in S869() }
    container.register(S870.self) { _ in S870() }
    container.register(S871.self) { _ in S871() }
    container.register(S872.self) { _ in S872() }
    container.register(S873.self) { _ in S873() }
    container.register(S874.self) { _ in S874() }
    container.register(S875.self) { _ in S875() }
    container.register(S876.self) { _ in S876() }
    container.register(S877.self) { _ in S877() }
    container.register(S878.self) { _ in S878() }
    container.register(S879.self) { _ in S879() }
    container.register(S880.self) { _ in S880() }
    container.register(S881.self) { _ in S881() }
    container.register(S882.self) { _ in S882() }
    container.register(S883.self) { _ in S883() }
    container.register(S884.self) { _ in S884() }
    container.register(S885.self) { _ in S885() }
    container.register(S886.self) { _ in S886() }
    container.register(S887.self) { _ in S887() }
    container.register(S888.self) { _ in S888() }
    container.register(S889.self) { _ in S889() }
    container.register(S890.self) { _ in S890() }
    container.register(S891.self) { _ in S891() }
    container.register(S892.self) { _ in S892() }
    container.register(S893.self) { _ in S893() }
    container.register(S894.self) { _ in S894() }
    container.register(S895.self) { _ in S895() }
    container.register(S896.self) { _ in S896() }
    container.register(S897.self) { _ in S897() }
    container.register(S898.self) { _ in S898() }
    container.register(S899.self) { _ in S899() }
}

@inline(never)
func registerSwinjectPart9(in container: Swinject.Container) {
    container.register(S900.self) { _ in S900() }
    container.register(S901.self) { _ in S901() }
    container.register(S902.self) { _ in S902() }
    container.register(S903.self) { _ in S903() }
    container.register(S904.self) { _ in S904() }
    container.register(S905.self) { _ in S905() }
    container.register(S906.self) { _ in S906() }
    container.register(S907.self) { _ in S907() }
    container.register(S908.self) { _ in S908() }
    container.register(S909.self) { _ in S909() }
    container.register(S910.self) { _ in S910() }
    container.register(S911.self) { _ in S911() }
    container.register(S912.self) { _ in S912() }
    container.register(S913.self) { _ in S913() }
    container.register(S914.self) { _ in S914() }
    container.register(S915.self) { _ in S915() }
    container.register(S916.self) { _ in S916() }
    container.register(S917.self) { _ in S917() }
    container.register(S918.self) { _ in S918() }
    container.register(S919.self) { _ in S919() }
    container.register(S920.self) { _ in S920() }
    container.register(S921.self) { _ in S921() }
    container.register(S922.self) { _ in S922() }
    container.register(S923.self) { _ in S923() }
    container.register(S924.self) { _ in S924() }
    container.register(S925.self) { _ in S925() }
    container.register(S926.self) { _ in S926() }
    container.register(S927.self) { _ in S927() }
    container.register(S928.self) { _ in S928() }
    container.register(S929.self) { _ in S929() }
    container.register(S930.self) { _ in S930() }
    container.register(S931.self) { _ in S931() }
    container.register(S932.self) { _ in S932() }
    container.register(S933.self) { _ in S933() }
    container.register(S934.self) { _ in S934() }
    container.register(S935.self) { _ in S935() }
    container.register(S936.self) { _ in S936() }
    container.register(S937.self) { _ in S937() }
    container.register(S938.self) { _ in S938() }
    container.register(S939.self) { _ in S939() }
    container.register(S940.self) { _ in S940() }
    container.register(S941.self) { _ in S941() }
    container.register(S942.self) { _ in S942() }
    container.register(S943.self) { _ in S943() }
    container.register(S944.self) { _ in S944() }
    container.register(S945.self) { _ in S945() }
    container.register(S946.self) { _ in S946() }
    container.register(S947.self) { _ in S947() }
    container.register(S948.self) { _ in S948() }
    container.register(S949.self) { _ in S949() }
    container.register(S950.self) { _ in S950() }
    container.register(S951.self) { _ in S951() }
    container.register(S952.self) { _ in S952() }
    container.register(S953.self) { _ in S953() }
    container.register(S954.self) { _ in S954() }
    container.register(S955.self) { _ in S955() }
    container.register(S956.self) { _ in S956() }
    container.register(S957.self) { _ in S957() }
    container.register(S958.self) { _ in S958() }
    container.register(S959.self) { _ in S959() }
    container.register(S960.self) { _ in S960() }
    container.register(S961.self) { _ in S961() }
    container.register(S962.self) { _ in S962() }
    container.register(S963.self) { _ in S963() }
    container.register(S964.self) { _ in S964() }
    container.register(S965.self) { _ in S965() }
    container.register(S966.self) { _ in S966() }
    container.register(S967.self) { _ in S967() }
    container.register(S968.self) { _ in S968() }
    container.register(S969.self) { _ in S969() }
    container.register(S970.self) { _ in S970() }
    container.register(S971.self) { _ in S971() }
    container.register(S972.self) { _ in S972() }
    container.register(S973.self) { _ in S973() }
    container.register(S974.self) { _ in S974() }
    container.register(S975.self) { _ in S975() }
    container.register(S976.self) { _ in S976() }
    container.register(S977.self) { _ in S977() }
    container.register(S978.self) { _ in S978() }
    container.register(S979.self) { _ in S979() }
    container.register(S980.self) { _ in S980() }
    container.register(S981.self) { _ in S981() }
    container.register(S982.self) { _ in S982() }
    container.register(S983.self) { _ in S983() }
    container.register(S984.self) { _ in S984() }
    container.register(S985.self) { _ in S985() }
    container.register(S986.self) { _ in S986() }
    container.register(S987.self) { _ in S987() }
    container.register(S988.self) { _ in S988() }
    container.register(S989.self) { _ in S989() }
    container.register(S990.self) { _ in S990() }
    container.register(S991.self) { _ in S991() }
    container.register(S992.self) { _ in S992() }
    container.register(S993.self) { _ in S993() }
    container.register(S994.self) { _ in S994() }
    container.register(S995.self) { _ in S995() }
    container.register(S996.self) { _ in S996() }
    container.register(S997.self) { _ in S997() }
    container.register(S998.self) { _ in S998() }
    container.register(S999.self) { _ in S999() }
}

@inline(never)
func registerSwinjectPart10(in container: Swinject.Container) {
    container.register(S1000.self) { _ in S1000() }
    container.register(S1001.self) { _ in S1001() }
    container.register(S1002.self) { _ in S1002() }
    container.register(S1003.self) { _ in S1003() }
    container.register(S1004.self) { _ in S1004() }
    container.register(S1005.self) { _ in S1005() }
    container.register(S1006.self) { _ in S1006() }
    container.register(S1007.self) { _ in S1007() }
    container.register(S1008.self) { _ in S1008() }
    container.register(S1009.self) { _ in S1009() }
    container.register(S1010.self) { _ in S1010() }
    container.register(S1011.self) { _ in S1011() }
    container.register(S1012.self) { _ in S1012() }
    container.register(S1013.self) { _ in S1013() }
    container.register(S1014.self) { _ in S1014() }
    container.register(S1015.self) { _ in S1015() }
    container.register(S1016.self) { _ in S1016() }
    container.register(S1017.self) { _ in S1017() }
    container.register(S1018.self) { _ in S1018() }
    container.register(S1019.self) { _ in S1019() }
    container.register(S1020.self) { _ in S1020() }
    container.register(S1021.self) { _ in S1021() }
    container.register(S1022.self) { _ in S1022() }
    container.register(S1023.self) { _ in S1023() }
    container.register(S1024.self) { _ in S1024() }
    container.register(S1025.self) { _ in S1025() }
    container.register(S1026.self) { _ in S1026() }
    container.register(S1027.self) { _ in S1027() }
    container.register(S1028.self) { _ in S1028() }
    container.register(S1029.self) { _ in S1029() }
    container.register(S1030.self) { _ in S1030() }
    container.register(S1031.self) { _ in S1031() }
    container.register(S1032.self) { _ in S1032() }
    container.register(S1033.self) { _ in S1033() }
    container.register(S1034.self) { _ in S1034() }
    container.register(S1035.self) { _ in S1035() }
    container.register(S1036.self) { _ in S1036() }
    container.register(S1037.self) { _ in S1037() }
    container.register(S1038.self) { _ in S1038() }
    container.register(S1039.self) { _ in S1039() }
    container.register(S1040.self) { _ in S1040() }
    container.register(S1041.self) { _ in S1041() }
    container.register(S1042.self) { _ in S1042() }
    container.register(S1043.self) { _ in S1043() }
    container.register(S1044.self) { _ in S1044() }
    container.register(S1045.self) { _ in S1045() }
    container.register(S1046.self) { _ in S1046() }
    container.register(S1047.self) { _ in S1047() }
    container.register(S1048.self) { _ in S1048() }
    container.register(S1049.self) { _ in S1049() }
    container.register(S1050.self) { _ in S1050() }
    container.register(S1051.self) { _ in S1051() }
    container.register(S1052.self) { _ in S1052() }
    container.register(S1053.self) { _ in S1053() }
    container.register(S1054.self) { _ in S1054() }
    container.register(S1055.self) { _ in S1055() }
    container.register(S1056.self) { _ in S1056() }
    container.register(S1057.self) { _ in S1057() }
    container.register(S1058.self) { _ in S1058() }
    container.register(S1059.self) { _ in S1059() }
    container.register(S1060.self) { _ in S1060() }
    container.register(S1061.self) { _ in S1061() }
    container.register(S1062.self) { _ in S1062() }
    container.register(S1063.self) { _ in S1063() }
    container.register(S1064.self) { _ in S1064() }
    container.register(S1065.self) { _ in S1065() }
    container.register(S1066.self) { _ in S1066() }
    container.register(S1067.self) { _ in S1067() }
    container.register(S1068.self) { _ in S1068() }
    container.register(S1069.self) { _ in S1069() }
    container.register(S1070.self) { _ in S1070() }
    container.register(S1071.self) { _ in S1071() }
    container.register(S1072.self) { _ in S1072() }
    container.register(S1073.self) { _ in S1073() }
    container.register(S1074.self) { _ in S1074() }
    container.register(S1075.self) { _ in S1075() }
    container.register(S1076.self) { _ in S1076() }
    container.register(S1077.self) { _ in S1077() }
    container.register(S1078.self) { _ in S1078() }
    container.register(S1079.self) { _ in S1079() }
    container.register(S1080.self) { _ in S1080() }
    container.register(S1081.self) { _ in S1081() }
    container.register(S1082.self) { _ in S1082() }
    container.register(S1083.self) { _ in S1083() }
    container.register(S1084.self) { _ in S1084() }
    container.register(S1085.self) { _ in S1085() }
    container.register(S1086.self) { _ in S1086() }
    container.register(S1087.self) { _ in S1087() }
    container.register(S1088.self) { _ in S1088() }
    container.register(S1089.self) { _ in S1089() }
    container.register(S1090.self) { _ in S1090() }
    container.register(S1091.self) { _ in S1091() }
    container.register(S1092.self) { _ in S1092() }
    container.register(S1093.self) { _ in S1093() }
    container.register(S1094.self) { _ in S1094() }
    container.register(S1095.self) { _ in S1095() }
    container.register(S1096.self) { _ in S1096() }
    container.register(S1097.self) { _ in S1097() }
    container.register(S1098.self) { _ in S1098() }
    container.register(S1099.self) { _ in S1099() }
}

@inline(never)
func registerSwinjectPart11(in container: Swinject.Container) {
    container.register(S1100.self) { _ in S1100() }
    container.register(S1101.self) { _ in S1101() }
    container.register(S1102.self) { _ in S1102() }
    container.register(S1103.self) { _ in S1103() }
    container.register(S1104.self) { _ in S1104() }
    container.register(S1105.self) { _ in S1105() }
    container.register(S1106.self) { _ in S1106() }
    container.register(S1107.self) { _ in S1107() }
    container.register(S1108.self) { _ in S1108() }
    container.register(S1109.self) { _ in S1109() }
    container.register(S1110.self) { _ in S1110() }
    container.register(S1111.self) { _ in S1111() }
    container.register(S1112.self) { _ in S1112() }
    container.register(S1113.self) { _ in S1113() }
    container.register(S1114.self) { _ in S1114() }
    container.register(S1115.self) { _ in S1115() }
    container.register(S1116.self) { _ in S1116() }
    container.register(S1117.self) { _ in S1117() }
    container.register(S1118.self) { _ in S1118() }
    container.register(S1119.self) { _ in S1119() }
    container.register(S1120.self) { _ in S1120() }
    container.register(S1121.self) { _ in S1121() }
    container.register(S1122.self) { _ in S1122() }
    container.register(S1123.self) { _ in S1123() }
    container.register(S1124.self) { _ in S1124() }
    container.register(S1125.self) { _ in S1125() }
    container.register(S1126.self) { _ in S1126() }
    container.register(S1127.self) { _ in S1127() }
    container.register(S1128.self) { _ in S1128() }
    container.register(S1129.self) { _ in S1129() }
    container.register(S1130.self) { _ in S1130() }
    container.register(S1131.self) { _ in S1131() }
    container.register(S1132.self) { _ in S1132() }
    container.register(S1133.self) { _ in S1133() }
    container.register(S1134.self) { _ in S1134() }
    container.register(S1135.self) { _ in S1135() }
    container.register(S1136.self) { _ in S1136() }
    container.register(S1137.self) { _ in S1137() }
    container.register(S1138.self) { _ in S1138() }
    container.register(S1139.self) { _ in S1139() }
    container.register(S1140.self) { _ in S1140() }
    container.register(S1141.self) { _ in S1141() }
    container.register(S1142.self) { _ in S1142() }
    container.register(S1143.self) { _ in S1143() }
    container.register(S1144.self) { _ in S1144() }
    container.register(S1145.self) { _ in S1145() }
    container.register(S1146.self) { _ in S1146() }
    container.register(S1147.self) { _ in S1147() }
    container.register(S1148.self) { _ in S1148() }
    container.register(S1149.self) { _ in S1149() }
    container.register(S1150.self) { _ in S1150() }
    container.register(S1151.self) { _ in S1151() }
    container.register(S1152.self) { _ in S1152() }
    container.register(S1153.self) { _ in S1153() }
    container.register(S1154.self) { _ in S1154() }
    container.register(S1155.self) { _ in S1155() }
    container.register(S1156.self) { _ in S1156() }
    container.register(S1157.self) { _ in S1157() }
    container.register(S1158.self) { _ in S1158() }
    container.register(S1159.self) { _ in S1159() }
    container.register(S1160.self) { _ in S1160() }
    container.register(S1161.self) { _ in S1161() }
    container.register(S1162.self) { _ in S1162() }
    container.register(S1163.self) { _ in S1163() }
    container.register(S1164.self) { _ in S1164() }
    container.register(S1165.self) { _ in S1165() }
    container.register(S1166.self) { _ in S1166() }
    container.register(S1167.self) { _ in S1167() }
    container.register(S1168.self) { _ in S1168() }
    container.register(S1169.self) { _ in S1169() }
    container.register(S1170.self) { _ in S1170() }
    container.register(S1171.self) { _ in S1171() }
    container.register(S1172.self) { _ in S1172() }
    container.register(S1173.self) { _ in S1173() }
    container.register(S1174.self) { _ in S1174() }
    container.register(S1175.self) { _ in S1175() }
    container.register(S1176.self) { _ in S1176() }
    container.register(S1177.self) { _ in S1177() }
    container.register(S1178.self) { _ in S1178() }
    container.register(S1179.self) { _ in S1179() }
    container.register(S1180.self) { _ in S1180() }
    container.register(S1181.self) { _ in S1181() }
    container.register(S1182.self) { _ in S1182() }
    container.register(S1183.self) { _ in S1183() }
    container.register(S1184.self) { _ in S1184() }
    container.register(S1185.self) { _ in S1185() }
    container.register(S1186.self) { _ in S1186() }
    container.register(S1187.self) { _ in S1187() }
    container.register(S1188.self) { _ in S1188() }
    container.register(S1189.self) { _ in S1189() }
    container.register(S1190.self) { _ in S1190() }
    container.register(S1191.self) { _ in S1191() }
    container.register(S1192.self) { _ in S1192() }
    container.register(S1193.self) { _ in S1193() }
    container.register(S1194.self) { _ in S1194() }
    container.register(S1195.self) { _ in S1195() }
    container.register(S1196.self) { _ in S1196() }
    container.register(S1197.self) { _ in S1197() }
    container.register(S1198.self) { _ in S1198() }
    container.register(S1199.self) { _ in S1199() }
}

@inline(never)
func registerSwinjectPart12(in container: Swinject.Container) {
    container.register(S1200.self) { _ in S1200() }
    container.register(S1201.self) { _ in S1201() }
    container.register(S1202.self) { _ in S1202() }
    container.register(S1203.self) { _ in S1203() }
    container.register(S1204.self) { _ in S1204() }
    container.register(S1205.self) { _ in S1205() }
    container.register(S1206.self) { _ in S1206() }
    container.register(S1207.self) { _ in S1207() }
    container.register(S1208.self) { _ in S1208() }
    container.register(S1209.self) { _ in S1209() }
    container.register(S1210.self) { _ in S1210() }
    container.register(S1211.self) { _ in S1211() }
    container.register(S1212.self) { _ in S1212() }
    container.register(S1213.self) { _ in S1213() }
    container.register(S1214.self) { _ in S1214() }
    container.register(S1215.self) { _ in S1215() }
    container.register(S1216.self) { _ in S1216() }
    container.register(S1217.self) { _ in S1217() }
    container.register(S1218.self) { _ in S1218() }
    container.register(S1219.self) { _ in S1219() }
    container.register(S1220.self) { _ in S1220() }
    container.register(S1221.self) { _ in S1221() }
    container.register(S1222.self) { _ in S1222() }
    container.register(S1223.self) { _ in S1223() }
    container.register(S1224.self) { _ in S1224() }
    container.register(S1225.self) { _ in S1225() }
    container.register(S1226.self) { _ in S1226() }
    container.register(S1227.self) { _ in S1227() }
    container.register(S1228.self) { _ in S1228() }
    container.register(S1229.self) { _ in S1229() }
    container.register(S1230.self) { _ in S1230() }
    container.register(S1231.self) { _ in S1231() }
    container.register(S1232.self) { _ in S1232() }
    container.register(S1233.self) { _ in S1233() }
    container.register(S1234.self) { _ in S1234() }
    container.register(S1235.self) { _ in S1235() }
    container.register(S1236.self) { _ in S1236() }
    container.register(S1237.self) { _ in S1237() }
    container.register(S1238.self) { _ in S1238() }
    container.register(S1239.self) { _ in S1239() }
    container.register(S1240.self) { _ in S1240() }
    container.register(S1241.self) { _ in S1241() }
    container.register(S1242.self) { _ in S1242() }
    container.register(S1243.self) { _ in S1243() }
    container.register(S1244.self) { _ in S1244() }
    container.register(S1245.self) { _ in S1245() }
    container.register(S1246.self) { _ in S1246() }
    container.register(S1247.self) { _ in S1247() }
    container.register(S1248.self) { _ in S1248() }
    container.register(S1249.self) { _ in S1249() }
    container.register(S1250.self) { _ in S1250() }
    container.register(S1251.self) { _ in S1251() }
    container.register(S1252.self) { _ in S1252() }
    container.register(S1253.self) { _ in S1253() }
    container.register(S1254.self) { _ in S1254() }
    container.register(S1255.self) { _ in S1255() }
    container.register(S1256.self) { _ in S1256() }
    container.register(S1257.self) { _ in S1257() }
    container.register(S1258.self) { _ in S1258() }
    container.register(S1259.self) { _ in S1259() }
    container.register(S1260.self) { _ in S1260() }
    container.register(S1261.self) { _ in S1261() }
    container.register(S1262.self) { _ in S1262() }
    container.register(S1263.self) { _ in S1263() }
    container.register(S1264.self) { _ in S1264() }
    container.register(S1265.self) { _ in S1265() }
    container.register(S1266.self) { _ in S1266() }
    container.register(S1267.self) { _ in S1267() }
    container.register(S1268.self) { _ in S1268() }
    container.register(S1269.self) { _ in S1269() }
    container.register(S1270.self) { _ in S1270() }
    container.register(S1271.self) { _ in S1271() }
    container.register(S1272.self) { _ in S1272() }
    container.register(S1273.self) { _ in S1273() }
    container.register(S1274.self) { _ in S1274() }
    container.register(S1275.self) { _ in S1275() }
    container.register(S1276.self) { _ in S1276() }
    container.register(S1277.self) { _ in S1277() }
    container.register(S1278.self) { _ in S1278() }
    container.register(S1279.self) { _ in S1279() }
    container.register(S1280.self) { _ in S1280() }
    container.register(S1281.self) { _ in S1281() }
    container.register(S1282.self) { _ in S1282() }
    container.register(S1283.self) { _ in S1283() }
    container.register(S1284.self) { _ in S1284() }
    container.register(S1285.self) { _ in S1285() }
    container.register(S1286.self) { _ in S1286() }
    container.register(S1287.self) { _ in S1287() }
    container.register(S1288.self) { _ in S1288() }
    container.register(S1289.self) { _ in S1289() }
    container.register(S1290.self) { _ in S1290() }
    container.register(S1291.self) { _ in S1291() }
    container.register(S1292.self) { _ in S1292() }
    container.register(S1293.self) { _ in S1293() }
    container.register(S1294.self) { _ in S1294() }
    container.register(S1295.self) { _ in S1295() }
    container.register(S1296.self) { _ in S1296() }
    container.register(S1297.self) { _ in S1297() }
    container.register(S1298.self) { _ in S1298() }
    container.register(S1299.self) { _ in S1299() }
}

@inline(never)
func registerSwinjectPart13(in container: Swinject.Container) {
    container.register(S1300.self) { _ in S1300() }
    container.register(S1301.self) { _ in S1301() }
    container.register(S1302.self) { _ in S1302() }
    container.register(S1303.self) { _ in S1303() }
    container.register(S1304.self) { _ in S1304() }
    container.register(S1305.self) { _ in S1305() }
    container.register(S1306.self) { _ in S1306() }
    container.register(S1307.self) { _ in S1307() }
    container.register(S1308.self) { _ in S1308() }
    container.register(S1309.self) { _ in S1309() }
    container.register(S1310.self) { _ in S1310() }
    container.register(S1311.self) { _ in S1311() }
    container.register(S1312.self) { _ in S1312() }
    container.register(S1313.self) { _ in S1313() }
    container.register(S1314.self) { _ in S1314() }
    container.register(S1315.self) { _ in S1315() }
    container.register(S1316.self) { _ in S1316() }
    container.register(S1317.self) { _ in S1317() }
    container.register(S1318.self) { _ in S1318() }
    container.register(S1319.self) { _ in S1319() }
    container.register(S1320.self) { _ in S1320() }
    container.register(S1321.self) { _ in S1321() }
    container.register(S1322.self) { _ in S1322() }
    container.register(S1323.self) { _ in S1323() }
    container.register(S1324.self) { _ in S1324() }
    container.register(S1325.self) { _ in S1325() }
    container.register(S1326.self) { _ in S1326() }
    container.register(S1327.self) { _ in S1327() }
    container.register(S1328.self) { _ in S1328() }
    container.register(S1329.self) { _ in S1329() }
    container.register(S1330.self) { _ in S1330() }
    container.register(S1331.self) { _ in S1331() }
    container.register(S1332.self) { _ in S1332() }
    container.register(S1333.self) { _ in S1333() }
    container.register(S1334.self) { _ in S1334() }
    container.register(S1335.self) { _ in S1335() }
    container.register(S1336.self) { _ in S1336() }
    container.register(S1337.self) { _ in S1337() }
    container.register(S1338.self) { _ in S1338() }
    container.register(S1339.self) { _ in S1339() }
    container.register(S1340.self) { _ in S1340() }
    container.register(S1341.self) { _ in S1341() }
    container.register(S1342.self) { _ in S1342() }
    container.register(S1343.self) { _ in S1343() }
    container.register(S1344.self) { _ in S1344() }
    container.register(S1345.self) { _ in S1345() }
    container.register(S1346.self) { _ in S1346() }
    container.register(S1347.self) { _ in S1347() }
    container.register(S1348.self) { _ in S1348() }
    container.register(S1349.self) { _ in S1349() }
    container.register(S1350.self) { _ in S1350() }
    container.register(S1351.self) { _ in S1351() }
    container.register(S1352.self) { _ in S1352() }
    container.register(S1353.self) { _ in S1353() }
    container.register(S1354.self) { _ in S1354() }
    container.register(S1355.self) { _ in S1355() }
    container.register(S1356.self) { _ in S1356() }
    container.register(S1357.self) { _ in S1357() }
    container.register(S1358.self) { _ in S1358() }
    container.register(S1359.self) { _ in S1359() }
    container.register(S1360.self) { _ in S1360() }
    container.register(S1361.self) { _ in S1361() }
    container.register(S1362.self) { _ in S1362() }
    container.register(S1363.self) { _ in S1363() }
    container.register(S1364.self) { _ in S1364() }
    container.register(S1365.self) { _ in S1365() }
    container.register(S1366.self) { _ in S1366() }
    container.register(S1367.self) { _ in S1367() }
    container.register(S1368.self) { _ in S1368() }
    container.register(S1369.self) { _ in S1369() }
    container.register(S1370.self) { _ in S1370() }
    container.register(S1371.self) { _ in S1371() }
    container.register(S1372.self) { _ in S1372() }
    container.register(S1373.self) { _ in S1373() }
    container.register(S1374.self) { _ in S1374() }
    container.register(S1375.self) { _ in S1375() }
    container.register(S1376.self) { _ in S1376() }
    container.register(S1377.self) { _ in S1377() }
    container.register(S1378.self) { _ in S1378() }
    container.register(S1379.self) { _ in S1379() }
    container.register(S1380.self) { _ in S1380() }
    container.register(S1381.self) { _ in S1381() }
    container.register(S1382.self) { _ in S1382() }
    container.register(S1383.self) { _ in S1383() }
    container.register(S1384.self) { _ in S1384() }
    container.register(S1385.self) { _ in S1385() }
    container.register(S1386.self) { _ in S1386() }
    container.register(S1387.self) { _ in S1387() }
    container.register(S1388.self) { _ in S1388() }
    container.register(S1389.self) { _ in S1389() }
    container.register(S1390.self) { _ in S1390() }
    container.register(S1391.self) { _ in S1391() }
    container.register(S1392.self) { _ in S1392() }
    container.register(S1393.self) { _ in S1393() }
    container.register(S1394.self) { _ in S1394() }
    container.register(S1395.self) { _ in S1395() }
    container.register(S1396.self) { _ in S1396() }
    container.register(S1397.self) { _ in S1397() }
    container.register(S1398.self) { _ in S1398() }
    container.register(S1399.self) { _ in S1399() }
}

@inline(never)
func registerSwinjectPart14(in container: Swinject.Container) {
    container.register(S1400.self) { _ in S1400() }
    container.register(S1401.self) { _ in S1401() }
    container.register(S1402.self) { _ in S1402() }
    container.register(S1403.self) { _ in S1403() }
    container.register(S1404.self) { _ in S1404() }
    container.register(S1405.self) { _ in S1405() }
    container.register(S1406.self) { _ in S1406() }
    container.register(S1407.self) { _ in S1407() }
    container.register(S1408.self) { _ in S1408() }
    container.register(S1409.self) { _ in S1409() }
    container.register(S1410.self) { _ in S1410() }
    container.register(S1411.self) { _ in S1411() }
    container.register(S1412.self) { _ in S1412() }
    container.register(S1413.self) { _ in S1413() }
    container.register(S1414.self) { _ in S1414() }
    container.register(S1415.self) { _ in S1415() }
    container.register(S1416.self) { _ in S1416() }
    container.register(S1417.self) { _ in S1417() }
    container.register(S1418.self) { _ in S1418() }
    container.register(S1419.self) { _ in S1419() }
    container.register(S1420.self) { _ in S1420() }
    container.register(S1421.self) { _ in S1421() }
    container.register(S1422.self) { _ in S1422() }
    container.register(S1423.self) { _ in S1423() }
    container.register(S1424.self) { _ in S1424() }
    container.register(S1425.self) { _ in S1425() }
    container.register(S1426.self) { _ in S1426() }
    container.register(S1427.self) { _ in S1427() }
    container.register(S1428.self) { _ in S1428() }
    container.register(S1429.self) { _ in S1429() }
    container.register(S1430.self) { _ in S1430() }
    container.register(S1431.self) { _ in S1431() }
    container.register(S1432.self) { _ in S1432() }
    container.register(S1433.self) { _ in S1433() }
    container.register(S1434.self) { _ in S1434() }
    container.register(S1435.self) { _ in S1435() }
    container.register(S1436.self) { _ in S1436() }
    container.register(S1437.self) { _ in S1437() }
    container.register(S1438.self) { _ in S1438() }
    container.register(S1439.self) { _ in S1439() }
    container.register(S1440.self) { _ in S1440() }
    container.register(S1441.self) { _ in S1441() }
    container.register(S1442.self) { _ in S1442() }
    container.register(S1443.self) { _ in S1443() }
    container.register(S1444.self) { _ in S1444() }
    container.register(S1445.self) { _ in S1445() }
    container.register(S1446.self) { _ in S1446() }
    container.register(S1447.self) { _ in S1447() }
    container.register(S1448.self) { _ in S1448() }
    container.register(S1449.self) { _ in S1449() }
    container.register(S1450.self) { _ in S1450() }
    container.register(S1451.self) { _ in S1451() }
    container.register(S1452.self) { _ in S1452() }
    container.register(S1453.self) { _ in S1453() }
    container.register(S1454.self) { _ in S1454() }
    container.register(S1455.self) { _ in S1455() }
    container.register(S1456.self) { _ in S1456() }
    container.register(S1457.self) { _ in S1457() }
    container.register(S1458.self) { _ in S1458() }
    container.register(S1459.self) { _ in S1459() }
    container.register(S1460.self) { _ in S1460() }
    container.register(S1461.self) { _ in S1461() }
    container.register(S1462.self) { _ in S1462() }
    container.register(S1463.self) { _ in S1463() }
    container.register(S1464.self) { _ in S1464() }
    container.register(S1465.self) { _ in S1465() }
    container.register(S1466.self) { _ in S1466() }
    container.register(S1467.self) { _ in S1467() }
    container.register(S1468.self) { _ in S1468() }
    container.register(S1469.self) { _ in S1469() }
    container.register(S1470.self) { _ in S1470() }
    container.register(S1471.self) { _ in S1471() }
    container.register(S1472.self) { _ in S1472() }
    container.register(S1473.self) { _ in S1473() }
    container.register(S1474.self) { _ in S1474() }
    container.register(S1475.self) { _ in S1475() }
    container.register(S1476.self) { _ in S1476() }
    container.register(S1477.self) { _ in S1477() }
    container.register(S1478.self) { _ in S1478() }
    container.register(S1479.self) { _ in S1479() }
    container.register(S1480.self) { _ in S1480() }
    container.register(S1481.self) { _ in S1481() }
    container.register(S1482.self) { _ in S1482() }
    container.register(S1483.self) { _ in S1483() }
    container.register(S1484.self) { _ in S1484() }
    container.register(S1485.self) { _ in S1485() }
    container.register(S1486.self) { _ in S1486() }
    container.register(S1487.self) { _ in S1487() }
    container.register(S1488.self) { _ in S1488() }
    container.register(S1489.self) { _ in S1489() }
    container.register(S1490.self) { _ in S1490() }
    container.register(S1491.self) { _ in S1491() }
    container.register(S1492.self) { _ in S1492() }
    container.register(S1493.self) { _ in S1493() }
    container.register(S1494.self) { _ in S1494() }
    container.register(S1495.self) { _ in S1495() }
    container.register(S1496.self) { _ in S1496() }
    container.register(S1497.self) { _ in S1497() }
    container.register(S1498.self) { _ in S1498() }
    container.register(S1499.self) { _ in S1499() }
}

@inline(never)
func registerSwinjectPart15(in container: Swinject.Container) {
    container.register(S1500.self) { _ in S1500() }
    container.register(S1501.self) { _ in S1501() }
    container.register(S1502.self) { _ in S1502() }
    container.register(S1503.self) { _ in S1503() }
    container.register(S1504.self) { _ in S1504() }
    container.register(S1505.self) { _ in S1505() }
    container.register(S1506.self) { _ in S1506() }
    container.register(S1507.self) { _ in S1507() }
    container.register(S1508.self) { _ in S1508() }
    container.register(S1509.self) { _ in S1509() }
    container.register(S1510.self) { _ in S1510() }
    container.register(S1511.self) { _ in S1511() }
    container.register(S1512.self) { _ in S1512() }
    container.register(S1513.self) { _ in S1513() }
    container.register(S1514.self) { _ in S1514() }
    container.register(S1515.self) { _ in S1515() }
    container.register(S1516.self) { _ in S1516() }
    container.register(S1517.self) { _ in S1517() }
    container.register(S1518.self) { _ in S1518() }
    container.register(S1519.self) { _ in S1519() }
    container.register(S1520.self) { _ in S1520() }
    container.register(S1521.self) { _ in S1521() }
    container.register(S1522.self) { _ in S1522() }
    container.register(S1523.self) { _ in S1523() }
    container.register(S1524.self) { _ in S1524() }
    container.register(S1525.self) { _ in S1525() }
    container.register(S1526.self) { _ in S1526() }
    container.register(S1527.self) { _ in S1527() }
    container.register(S1528.self) { _ in S1528() }
    container.register(S1529.self) { _ in S1529() }
    container.register(S1530.self) { _ in S1530() }
    container.register(S1531.self) { _ in S1531() }
    container.register(S1532.self) { _ in S1532() }
    container.register(S1533.self) { _ in S1533() }
    container.register(S1534.self) { _ in S1534() }
    container.register(S1535.self) { _ in S1535() }
    container.register(S1536.self) { _ in S1536() }
    container.register(S1537.self) { _ in S1537() }
    container.register(S1538.self) { _ in S1538() }
    container.register(S1539.self) { _ in S1539() }
    container.register(S1540.self) { _ in S1540() }
    container.register(S1541.self) { _ in S1541() }
    container.register(S1542.self) { _ in S1542() }
    container.register(S1543.self) { _ in S1543() }
    container.register(S1544.self) { _ in S1544() }
    container.register(S1545.self) { _ in S1545() }
    container.register(S1546.self) { _ in S1546() }
    container.register(S1547.self) { _ in S1547() }
    container.register(S1548.self) { _ in S1548() }
    container.register(S1549.self) { _ in S1549() }
    container.register(S1550.self) { _ in S1550() }
    container.register(S1551.self) { _ in S1551() }
    container.register(S1552.self) { _ in S1552() }
    container.register(S1553.self) { _ in S1553() }
    container.register(S1554.self) { _ in S1554() }
    container.register(S1555.self) { _ in S1555() }
    container.register(S1556.self) { _ in S1556() }
    container.register(S1557.self) { _ in S1557() }
    container.register(S1558.self) { _ in S1558() }
    container.register(S1559.self) { _ in S1559() }
    container.register(S1560.self) { _ in S1560() }
    container.register(S1561.self) { _ in S1561() }
    container.register(S1562.self) { _ in S1562() }
    container.register(S1563.self) { _ in S1563() }
    container.register(S1564.self) { _ in S1564() }
    container.register(S1565.self) { _ in S1565() }
    container.register(S1566.self) { _ in S1566() }
    container.register(S1567.self) { _ in S1567() }
    container.register(S1568.self) { _ in S1568() }
    container.register(S1569.self) { _ in S1569() }
    container.register(S1570.self) { _ in S1570() }
    container.register(S1571.self) { _ in S1571() }
    container.register(S1572.self) { _ in S1572() }
    container.register(S1573.self) { _ in S1573() }
    container.register(S1574.self) { _ in S1574() }
    container.register(S1575.self) { _ in S1575() }
    container.register(S1576.self) { _ in S1576() }
    container.register(S1577.self) { _ in S1577() }
    container.register(S1578.self) { _ in S1578() }
    container.register(S1579.self) { _ in S1579() }
    container.register(S1580.self) { _ in S1580() }
    container.register(S1581.self) { _ in S1581() }
    container.register(S1582.self) { _ in S1582() }
    container.register(S1583.self) { _ in S1583() }
    container.register(S1584.self) { _ in S1584() }
    container.register(S1585.self) { _ in S1585() }
    container.register(S1586.self) { _ in S1586() }
    container.register(S1587.self) { _ in S1587() }
    container.register(S1588.self) { _ in S1588() }
    container.register(S1589.self) { _ in S1589() }
    container.register(S1590.self) { _ in S1590() }
    container.register(S1591.self) { _ in S1591() }
    container.register(S1592.self) { _ in S1592() }
    container.register(S1593.self) { _ in S1593() }
    container.register(S1594.self) { _ in S1594() }
    container.register(S1595.self) { _ in S1595() }
    container.register(S1596.self) { _ in S1596() }
    container.register(S1597.self) { _ in S1597() }
    container.register(S1598.self) { _ in S1598() }
    container.register(S1599.self) { _ in S1599() }
}

@inline(never)
func registerSwinjectPart16(in container: Swinject.Container) {
    container.register(S1600.self) { _ in S1600() }
    container.register(S1601.self) { _ in S1601() }
    container.register(S1602.self) { _ in S1602() }
    container.register(S1603.self) { _ in S1603() }
    container.register(S1604.self) { _ in S1604() }
    container.register(S1605.self) { _ in S1605() }
    container.register(S1606.self) { _ in S1606() }
    container.register(S1607.self) { _ in S1607() }
    container.register(S1608.self) { _ in S1608() }
    container.register(S1609.self) { _ in S1609() }
    container.register(S1610.self) { _ in S1610() }
    container.register(S1611.self) { _ in S1611() }
    container.register(S1612.self) { _ in S1612() }
    container.register(S1613.self) { _ in S1613() }
    container.register(S1614.self) { _ in S1614() }
    container.register(S1615.self) { _ in S1615() }
    container.register(S1616.self) { _ in S1616() }
    container.register(S1617.self) { _ in S1617() }
    container.register(S1618.self) { _ in S1618() }
    container.register(S1619.self) { _ in S1619() }
    container.register(S1620.self) { _ in S1620() }
    container.register(S1621.self) { _ in S1621() }
    container.register(S1622.self) { _ in S1622() }
    container.register(S1623.self) { _ in S1623() }
    container.register(S1624.self) { _ in S1624() }
    container.register(S1625.self) { _ in S1625() }
    container.register(S1626.self) { _ in S1626() }
    container.register(S1627.self) { _ in S1627() }
    container.register(S1628.self) { _ in S1628() }
    container.register(S1629.self) { _ in S1629() }
    container.register(S1630.self) { _ in S1630() }
    container.register(S1631.self) { _ in S1631() }
    container.register(S1632.self) { _ in S1632() }
    container.register(S1633.self) { _ in S1633() }
    container.register(S1634.self) { _ in S1634() }
    container.register(S1635.self) { _ in S1635() }
    container.register(S1636.self) { _ in S1636() }
    container.register(S1637.self) { _ in S1637() }
    container.register(S1638.self) { _ in S1638() }
    container.register(S1639.self) { _ in S1639() }
    container.register(S1640.self) { _ in S1640() }
    container.register(S1641.self) { _ in S1641() }
    container.register(S1642.self) { _ in S1642() }
    container.register(S1643.self) { _ in S1643() }
    container.register(S1644.self) { _ in S1644() }
    container.register(S1645.self) { _ in S1645() }
    container.register(S1646.self) { _ in S1646() }
    container.register(S1647.self) { _ in S1647() }
    container.register(S1648.self) { _ in S1648() }
    container.register(S1649.self) { _ in S1649() }
    container.register(S1650.self) { _ in S1650() }
    container.register(S1651.self) { _ in S1651() }
    container.register(S1652.self) { _ in S1652() }
    container.register(S1653.self) { _ in S1653() }
    container.register(S1654.self) { _ in S1654() }
    container.register(S1655.self) { _ in S1655() }
    container.register(S1656.self) { _ in S1656() }
    container.register(S1657.self) { _ in S1657() }
    container.register(S1658.self) { _ in S1658() }
    container.register(S1659.self) { _ in S1659() }
    container.register(S1660.self) { _ in S1660() }
    container.register(S1661.self) { _ in S1661() }
    container.register(S1662.self) { _ in S1662() }
    container.register(S1663.self) { _ in S1663() }
    container.register(S1664.self) { _ in S1664() }
    container.register(S1665.self) { _ in S1665() }
    container.register(S1666.self) { _ in S1666() }
    container.register(S1667.self) { _ in S1667() }
    container.register(S1668.self) { _ in S1668() }
    container.register(S1669.self) { _ in S1669() }
    container.register(S1670.self) { _ in S1670() }
    container.register(S1671.self) { _ in S1671() }
    container.register(S1672.self) { _ in S1672() }
    container.register(S1673.self) { _ in S1673() }
    container.register(S1674.self) { _ in S1674() }
    container.register(S1675.self) { _ in S1675() }
    container.register(S1676.self) { _ in S1676() }
    container.register(S1677.self) { _ in S1677() }
    container.register(S1678.self) { _ in S1678() }
    container.register(S1679.self) { _ in S1679() }
    container.register(S1680.self) { _ in S1680() }
    container.register(S1681.self) { _ in S1681() }
    container.register(S1682.self) { _ in S1682() }
    container.register(S1683.self) { _ in S1683() }
    container.register(S1684.self) { _ in S1684() }
    container.register(S1685.self) { _ in S1685() }
    container.register(S1686.self) { _ in S1686() }
    container.register(S1687.self) { _ in S1687() }
    container.register(S1688.self) { _ in S1688() }
    container.register(S1689.self) { _ in S1689() }
    container.register(S1690.self) { _ in S1690() }
    container.register(S1691.self) { _ in S1691() }
    container.register(S1692.self) { _ in S1692() }
    container.register(S1693.self) { _ in S1693() }
    container.register(S1694.self) { _ in S1694() }
    container.register(S1695.self) { _ in S1695() }
    container.register(S1696.self) { _ in S1696() }
    container.register(S1697.self) { _ in S1697() }
    container.register(S1698.self) { _ in S1698() }
    container.register(S1699.self) { _ in S1699() }
}

@inline(never)
func registerSwinjectPart17(in container: Swinject.Container) {
    container.register(S1700.self) { _ in S1700() }
    container.register(S1701.self) { _ in S1701() }
    container.register(S1702.self) { _ in S1702() }
    container.register(S1703.self) { _ in S1703() }
    container.register(S1704.self) { _ in S1704() }
    container.register(S1705.self) { _ in S1705() }
    container.register(S1706.self) { _ in S1706() }
    container.register(S1707.self) { _ in S1707() }
    container.register(S1708.self) { _ in S1708() }
    container.register(S1709.self) { _ in S1709() }
    container.register(S1710.self) { _ in S1710() }
    container.register(S1711.self) { _ in S1711() }
    container.register(S1712.self) { _ in S1712() }
    container.register(S1713.self) { _ in S1713() }
    container.register(S1714.self) { _ in S1714() }
    container.register(S1715.self) { _ in S1715() }
    container.register(S1716.self) { _ in S1716() }
    container.register(S1717.self) { _ in S1717() }
    container.register(S1718.self) { _ in S1718() }
    container.register(S1719.self) { _ in S1719() }
    container.register(S1720.self) { _ in S1720() }
    container.register(S1721.self) { _ in S1721() }
    container.register(S1722.self) { _ in S1722() }
    container.register(S1723.self) { _ in S1723() }
    container.register(S1724.self) { _ in S1724() }
    container.register(S1725.self) { _ in S1725() }
    container.register(S1726.self) { _ in S1726() }
    container.register(S1727.self) { _ in S1727() }
    container.register(S1728.self) { _ in S1728() }
    container.register(S1729.self) { _ in S1729() }
    container.register(S1730.self) { _ in S1730() }
    container.register(S1731.self) { _ in S1731() }
    container.register(S1732.self) { _ in S1732() }
    container.register(S1733.self) { _ in S1733() }
    container.register(S1734.self) { _ in S1734() }
    container.register(S1735.self) { _ in S1735() }
    container.register(S1736.self) { _ in S1736() }
    container.register(S1737.self) { _ in S1737() }
    container.register(S1738.self) { _ in S1738() }
    container.register(S1739.self) { _ in S1739() }
    container.register(S1740.self) { _ in S1740() }
    container.register(S1741.self) { _ in S1741() }
    container.register(S1742.self) { _ in S1742() }
    container.register(S1743.self) { _ in S1743() }
    container.register(S1744.self) { _ in S1744() }
    container.register(S1745.self) { _ in S1745() }
    container.register(S1746.self) { _ in S1746() }
    container.register(S1747.self) { _ in S1747() }
    container.register(S1748.self) { _ in S1748() }
    container.register(S1749.self) { _ in S1749() }
    container.register(S1750.self) { _ in S1750() }
    container.register(S1751.self) { _ in S1751() }
    container.register(S1752.self) { _ in S1752() }
    container.register(S1753.self) { _ in S1753() }
    container.register(S1754.self) { _ in S1754() }
    container.register(S1755.self) { _ in S1755() }
    container.register(S1756.self) { _ in S1756() }
    container.register(S1757.self) { _ in S1757() }
    container.register(S1758.self) { _ in S1758() }
    container.register(S1759.self) { _ in S1759() }
    container.register(S1760.self) { _ in S1760() }
    container.register(S1761.self) { _ in S1761() }
    container.register(S1762.self) { _ in S1762() }
    container.register(S1763.self) { _ in S1763() }
    container.register(S1764.self) { _ in S1764() }
    container.register(S1765.self) { _ in S1765() }
    container.register(S1766.self) { _ in S1766() }
    container.register(S1767.self) { _ in S1767() }
    container.register(S1768.self) { _ in S1768() }
    container.register(S1769.self) { _ in S1769() }
    container.register(S1770.self) { _ in S1770() }
    container.register(S1771.self) { _ in S1771() }
    container.register(S1772.self) { _ in S1772() }
    container.register(S1773.self) { _ in S1773() }
    container.register(S1774.self) { _ in S1774() }
    container.register(S1775.self) { _ in S1775() }
    container.register(S1776.self) { _ in S1776() }
    container.register(S1777.self) { _ in S1777() }
    container.register(S1778.self) { _ in S1778() }
    container.register(S1779.self) { _ in S1779() }
    container.register(S1780.self) { _ in S1780() }
    container.register(S1781.self) { _ in S1781() }
    container.register(S1782.self) { _ in S1782() }
    container.register(S1783.self) { _ in S1783() }
    container.register(S1784.self) { _ in S1784() }
    container.register(S1785.self) { _ in S1785() }
    container.register(S1786.self) { _ in S1786() }
    container.register(S1787.self) { _ in S1787() }
    container.register(S1788.self) { _ in S1788() }
    container.register(S1789.self) { _ in S1789() }
    container.register(S1790.self) { _ in S1790() }
    container.register(S1791.self) { _ in S1791() }
    container.register(S1792.self) { _ in S1792() }
    container.register(S1793.self) { _ in S1793() }
    container.register(S1794.self) { _ in S1794() }
    container.register(S1795.self) { _ in S1795() }
    container.register(S1796.self) { _ in S1796() }
    container.register(S1797.self) { _ in S1797() }
    container.register(S1798.self) { _ in S1798() }
    container.register(S1799.self) { _ in S1799() }
}

@inline(never)
func registerSwinjectPart18(in container: Swinject.Container) {
    container.register(S1800.self) { _ in S1800() }
    container.register(S1801.self) { _ in S1801() }
    container.register(S1802.self) { _ in S1802() }
    container.register(S1803.self) { _ in S1803() }
    container.register(S1804.self) { _ in S1804() }
    container.register(S1805.self) { _ in S1805() }
    container.register(S1806.self) { _ in S1806() }
    container.register(S1807.self) { _ in S1807() }
    container.register(S1808.self) { _ in S1808() }
    container.register(S1809.self) { _ in S1809() }
    container.register(S1810.self) { _ in S1810() }
    container.register(S1811.self) { _ in S1811() }
    container.register(S1812.self) { _ in S1812() }
    container.register(S1813.self) { _ in S1813() }
    container.register(S1814.self) { _ in S1814() }
    container.register(S1815.self) { _ in S1815() }
    container.register(S1816.self) { _ in S1816() }
    container.register(S1817.self) { _ in S1817() }
    container.register(S1818.self) { _ in S1818() }
    container.register(S1819.self) { _ in S1819() }
    container.register(S1820.self) { _ in S1820() }
    container.register(S1821.self) { _ in S1821() }
    container.register(S1822.self) { _ in S1822() }
    container.register(S1823.self) { _ in S1823() }
    container.register(S1824.self) { _ in S1824() }
    container.register(S1825.self) { _ in S1825() }
    container.register(S1826.self) { _ in S1826() }
    container.register(S1827.self) { _ in S1827() }
    container.register(S1828.self) { _ in S1828() }
    container.register(S1829.self) { _ in S1829() }
    container.register(S1830.self) { _ in S1830() }
    container.register(S1831.self) { _ in S1831() }
    container.register(S1832.self) { _ in S1832() }
    container.register(S1833.self) { _ in S1833() }
    container.register(S1834.self) { _ in S1834() }
    container.register(S1835.self) { _ in S1835() }
    container.register(S1836.self) { _ in S1836() }
    container.register(S1837.self) { _ in S1837() }
    container.register(S1838.self) { _ in S1838() }
    container.register(S1839.self) { _ in S1839() }
    container.register(S1840.self) { _ in S1840() }
    container.register(S1841.self) { _ in S1841() }
    container.register(S1842.self) { _ in S1842() }
    container.register(S1843.self) { _ in S1843() }
    container.register(S1844.self) { _ in S1844() }
    container.register(S1845.self) { _ in S1845() }
    container.register(S1846.self) { _ in S1846() }
    container.register(S1847.self) { _ in S1847() }
    container.register(S1848.self) { _ in S1848() }
    container.register(S1849.self) { _ in S1849() }
    container.register(S1850.self) { _ in S1850() }
    container.register(S1851.self) { _ in S1851() }
    container.register(S1852.self) { _ in S1852() }
    container.register(S1853.self) { _ in S1853() }
    container.register(S1854.self) { _ in S1854() }
    container.register(S1855.self) { _ in S1855() }
    container.register(S1856.self) { _ in S1856() }
    container.register(S1857.self) { _ in S1857() }
    container.register(S1858.self) { _ in S1858() }
    container.register(S1859.self) { _ in S1859() }
    container.register(S1860.self) { _ in S1860() }
    container.register(S1861.self) { _ in S1861() }
    container.register(S1862.self) { _ in S1862() }
    container.register(S1863.self) { _ in S1863() }
    container.register(S1864.self) { _ in S1864() }
    container.register(S1865.self) { _ in S1865() }
    container.register(S1866.self) { _ in S1866() }
    container.register(S1867.self) { _ in S1867() }
    container.register(S1868.self) { _ in S1868() }
    container.register(S1869.self) { _ in S1869() }
    container.register(S1870.self) { _ in S1870() }
    container.register(S1871.self) { _ in S1871() }
    container.register(S1872.self) { _ in S1872() }
    container.register(S1873.self) { _ in S1873() }
    container.register(S1874.self) { _ in S1874() }
    container.register(S1875.self) { _ in S1875() }
    container.register(S1876.self) { _ in S1876() }
    container.register(S1877.self) { _ in S1877() }
    container.register(S1878.self) { _ in S1878() }
    container.register(S1879.self) { _ in S1879() }
    container.register(S1880.self) { _ in S1880() }
    container.register(S1881.self) { _ in S1881() }
    container.register(S1882.self) { _ in S1882() }
    container.register(S1883.self) { _ in S1883() }
    container.register(S1884.self) { _ in S1884() }
    container.register(S1885.self) { _ in S1885() }
    container.register(S1886.self) { _ in S1886() }
    container.register(S1887.self) { _ in S1887() }
    container.register(S1888.self) { _ in S1888() }
    container.register(S1889.self) { _ in S1889() }
    container.register(S1890.self) { _ in S1890() }
    container.register(S1891.self) { _ in S1891() }
    container.register(S1892.self) { _ in S1892() }
    container.register(S1893.self) { _ in S1893() }
    container.register(S1894.self) { _ in S1894() }
    container.register(S1895.self) { _ in S1895() }
    container.register(S1896.self) { _ in S1896() }
    container.register(S1897.self) { _ in S1897() }
    container.register(S1898.self) { _ in S1898() }
    container.register(S1899.self) { _ in S1899() }
}

@inline(never)
func registerSwinjectPart19(in container: Swinject.Container) {
    container.register(S1900.self) { _ in S1900() }
    container.register(S1901.self) { _ in S1901() }
    container.register(S1902.self) { _ in S1902() }
    container.register(S1903.self) { _ in S1903() }
    container.register(S1904.self) { _ in S1904() }
    container.register(S1905.self) { _ in S1905() }
    container.register(S1906.self) { _ in S1906() }
    container.register(S1907.self) { _ in S1907() }
    container.register(S1908.self) { _ in S1908() }
    container.register(S1909.self) { _ in S1909() }
    container.register(S1910.self) { _ in S1910() }
    container.register(S1911.self) { _ in S1911() }
    container.register(S1912.self) { _ in S1912() }
    container.register(S1913.self) { _ in S1913() }
    container.register(S1914.self) { _ in S1914() }
    container.register(S1915.self) { _ in S1915() }
    container.register(S1916.self) { _ in S1916() }
    container.register(S1917.self) { _ in S1917() }
    container.register(S1918.self) { _ in S1918() }
    container.register(S1919.self) { _ in S1919() }
    container.register(S1920.self) { _ in S1920() }
    container.register(S1921.self) { _ in S1921() }
    container.register(S1922.self) { _ in S1922() }
    container.register(S1923.self) { _ in S1923() }
    container.register(S1924.self) { _ in S1924() }
    container.register(S1925.self) { _ in S1925() }
    container.register(S1926.self) { _ in S1926() }
    container.register(S1927.self) { _ in S1927() }
    container.register(S1928.self) { _ in S1928() }
    container.register(S1929.self) { _ in S1929() }
    container.register(S1930.self) { _ in S1930() }
    container.register(S1931.self) { _ in S1931() }
    container.register(S1932.self) { _ in S1932() }
    container.register(S1933.self) { _ in S1933() }
    container.register(S1934.self) { _ in S1934() }
    container.register(S1935.self) { _ in S1935() }
    container.register(S1936.self) { _ in S1936() }
    container.register(S1937.self) { _ in S1937() }
    container.register(S1938.self) { _ in S1938() }
    container.register(S1939.self) { _ in S1939() }
    container.register(S1940.self) { _ in S1940() }
    container.register(S1941.self) { _ in S1941() }
    container.register(S1942.self) { _ in S1942() }
    container.register(S1943.self) { _ in S1943() }
    container.register(S1944.self) { _ in S1944() }
    container.register(S1945.self) { _ in S1945() }
    container.register(S1946.self) { _ in S1946() }
    container.register(S1947.self) { _ in S1947() }
    container.register(S1948.self) { _ in S1948() }
    container.register(S1949.self) { _ in S1949() }
    container.register(S1950.self) { _ in S1950() }
    container.register(S1951.self) { _ in S1951() }
    container.register(S1952.self) { _ in S1952() }
    container.register(S1953.self) { _ in S1953() }
    container.register(S1954.self) { _ in S1954() }
    container.register(S1955.self) { _ in S1955() }
    container.register(S1956.self) { _ in S1956() }
    container.register(S1957.self) { _ in S1957() }
    container.register(S1958.self) { _ in S1958() }
    container.register(S1959.self) { _ in S1959() }
    container.register(S1960.self) { _ in S1960() }
    container.register(S1961.self) { _ in S1961() }
    container.register(S1962.self) { _ in S1962() }
    container.register(S1963.self) { _ in S1963() }
    container.register(S1964.self) { _ in S1964() }
    container.register(S1965.self) { _ in S1965() }
    container.register(S1966.self) { _ in S1966() }
    container.register(S1967.self) { _ in S1967() }
    container.register(S1968.self) { _ in S1968() }
    container.register(S1969.self) { _ in S1969() }
    container.register(S1970.self) { _ in S1970() }
    container.register(S1971.self) { _ in S1971() }
    container.register(S1972.self) { _ in S1972() }
    container.register(S1973.self) { _ in S1973() }
    container.register(S1974.self) { _ in S1974() }
    container.register(S1975.self) { _ in S1975() }
    container.register(S1976.self) { _ in S1976() }
    container.register(S1977.self) { _ in S1977() }
    container.register(S1978.self) { _ in S1978() }
    container.register(S1979.self) { _ in S1979() }
    container.register(S1980.self) { _ in S1980() }
    container.register(S1981.self) { _ in S1981() }
    container.register(S1982.self) { _ in S1982() }
    container.register(S1983.self) { _ in S1983() }
    container.register(S1984.self) { _ in S1984() }
    container.register(S1985.self) { _ in S1985() }
    container.register(S1986.self) { _ in S1986() }
    container.register(S1987.self) { _ in S1987() }
    container.register(S1988.self) { _ in S1988() }
    container.register(S1989.self) { _ in S1989() }
    container.register(S1990.self) { _ in S1990() }
    container.register(S1991.self) { _ in S1991() }
    container.register(S1992.self) { _ in S1992() }
    container.register(S1993.self) { _ in S1993() }
    container.register(S1994.self) { _ in S1994() }
    container.register(S1995.self) { _ in S1995() }
    container.register(S1996.self) { _ in S1996() }
    container.register(S1997.self) { _ in S1997() }
    container.register(S1998.self) { _ in S1998() }
    container.register(S1999.self) { _ in S1999() }
}

func registerSwinject(in container: Swinject.Container) {
    registerSwinjectPart0(in: container)
    registerSwinjectPart1(in: container)
    registerSwinjectPart2(in: container)
    registerSwinjectPart3(in: container)
    registerSwinjectPart4(in: container)
    registerSwinjectPart5(in: container)
    registerSwinjectPart6(in: container)
    registerSwinjectPart7(in: container)
    registerSwinjectPart8(in: container)
    registerSwinjectPart9(in: container)
    registerSwinjectPart10(in: container)
    registerSwinjectPart11(in: container)
    registerSwinjectPart12(in: container)
    registerSwinjectPart13(in: container)
    registerSwinjectPart14(in: container)
    registerSwinjectPart15(in: container)
    registerSwinjectPart16(in: container)
    registerSwinjectPart17(in: container)
    registerSwinjectPart18(in: container)
    registerSwinjectPart19(in: container)
}
