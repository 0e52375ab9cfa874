// 2,000 concrete classes with one initializer parameter each, registered by their initializers (auto-wired),
// one generated line each, for `ColdRegistrationBenchmark concrete-autowired`: as ConcreteTypes.swift does for
// factories, in twenty functions of 100 lines. Generated: for i in 0..<2000 a `final class W<i>` taking the one
// shared `WiredLeaf`, then one `container.register(W<i>.init, scope: .unique)` line per class.
import DIRuntime

/// The parameter every `W` class takes; registering never resolves it.
final class WiredLeaf: Sendable {}

final class W0: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W2: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W3: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W4: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W5: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W6: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W7: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W8: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W9: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W10: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W11: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W12: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W13: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W14: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W15: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W16: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W17: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W18: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W19: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W20: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W21: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W22: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W23: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W24: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W25: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W26: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W27: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W28: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W29: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W30: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W31: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W32: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W33: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W34: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W35: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W36: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W37: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W38: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W39: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W40: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W41: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W42: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W43: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W44: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W45: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W46: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W47: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W48: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W49: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W50: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W51: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W52: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W53: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W54: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W55: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W56: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W57: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W58: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W59: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W60: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W61: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W62: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W63: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W64: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W65: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W66: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W67: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W68: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W69: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W70: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W71: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W72: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W73: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W74: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W75: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W76: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W77: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W78: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W79: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W80: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W81: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W82: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W83: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W84: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W85: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W86: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W87: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W88: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W89: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W90: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W91: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W92: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W93: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W94: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W95: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W96: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W97: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W98: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W99: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W100: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W101: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W102: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W103: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W104: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W105: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W106: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W107: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W108: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W109: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W110: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W111: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W112: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W113: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W114: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W115: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W116: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W117: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W118: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W119: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W120: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W121: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W122: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W123: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W124: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W125: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W126: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W127: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W128: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W129: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W130: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W131: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W132: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W133: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W134: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W135: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W136: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W137: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W138: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W139: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W140: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W141: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W142: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W143: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W144: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W145: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W146: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W147: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W148: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W149: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W150: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W151: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W152: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W153: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W154: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W155: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W156: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W157: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W158: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W159: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W160: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W161: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W162: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W163: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W164: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W165: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W166: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W167: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W168: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W169: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W170: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W171: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W172: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W173: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W174: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W175: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W176: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W177: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W178: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W179: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W180: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W181: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W182: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W183: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W184: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W185: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W186: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W187: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W188: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W189: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W190: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W191: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W192: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W193: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W194: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W195: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W196: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W197: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W198: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W199: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W200: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W201: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W202: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W203: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W204: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W205: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W206: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W207: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W208: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W209: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W210: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W211: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W212: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W213: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W214: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W215: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W216: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W217: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W218: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W219: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W220: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W221: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W222: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W223: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W224: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W225: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W226: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W227: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W228: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W229: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W230: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W231: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W232: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W233: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W234: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W235: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W236: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W237: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W238: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W239: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W240: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W241: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W242: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W243: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W244: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W245: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W246: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W247: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W248: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W249: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W250: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W251: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W252: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W253: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W254: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W255: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W256: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W257: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W258: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W259: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W260: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W261: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W262: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W263: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W264: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W265: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W266: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W267: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W268: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W269: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W270: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W271: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W272: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W273: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W274: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W275: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W276: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W277: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W278: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W279: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W280: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W281: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W282: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W283: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W284: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W285: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W286: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W287: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W288: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W289: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W290: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W291: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W292: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W293: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W294: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W295: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W296: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W297: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W298: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W299: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W300: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W301: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W302: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W303: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W304: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W305: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W306: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W307: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W308: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W309: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W310: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W311: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W312: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W313: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W314: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W315: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W316: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W317: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W318: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W319: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W320: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W321: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W322: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W323: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W324: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W325: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W326: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W327: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W328: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W329: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W330: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W331: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W332: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W333: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W334: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W335: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W336: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W337: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W338: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W339: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W340: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W341: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W342: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W343: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W344: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W345: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W346: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W347: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W348: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W349: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W350: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W351: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W352: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W353: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W354: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W355: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W356: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W357: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W358: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W359: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W360: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W361: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W362: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W363: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W364: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W365: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W366: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W367: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W368: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W369: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W370: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W371: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W372: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W373: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W374: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W375: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W376: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W377: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W378: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W379: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W380: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W381: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W382: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W383: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W384: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W385: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W386: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W387: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W388: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W389: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W390: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W391: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W392: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W393: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W394: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W395: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W396: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W397: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W398: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W399: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W400: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W401: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W402: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W403: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W404: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W405: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W406: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W407: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W408: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W409: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W410: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W411: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W412: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W413: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W414: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W415: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W416: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W417: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W418: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W419: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W420: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W421: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W422: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W423: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W424: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W425: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W426: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W427: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W428: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W429: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W430: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W431: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W432: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W433: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W434: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W435: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W436: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W437: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W438: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W439: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W440: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W441: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W442: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W443: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W444: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W445: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W446: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W447: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W448: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W449: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W450: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W451: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W452: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W453: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W454: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W455: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W456: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W457: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W458: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W459: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W460: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W461: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W462: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W463: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W464: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W465: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W466: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W467: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W468: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W469: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W470: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W471: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W472: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W473: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W474: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W475: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W476: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W477: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W478: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W479: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W480: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W481: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W482: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W483: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W484: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W485: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W486: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W487: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W488: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W489: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W490: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W491: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W492: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W493: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W494: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W495: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W496: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W497: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W498: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W499: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W500: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W501: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W502: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W503: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W504: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W505: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W506: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W507: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W508: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W509: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W510: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W511: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W512: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W513: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W514: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W515: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W516: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W517: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W518: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W519: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W520: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W521: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W522: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W523: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W524: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W525: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W526: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W527: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W528: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W529: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W530: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W531: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W532: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W533: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W534: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W535: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W536: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W537: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W538: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W539: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W540: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W541: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W542: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W543: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W544: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W545: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W546: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W547: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W548: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W549: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W550: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W551: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W552: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W553: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W554: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W555: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W556: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W557: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W558: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W559: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W560: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W561: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W562: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W563: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W564: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W565: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W566: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W567: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W568: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W569: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W570: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W571: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W572: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W573: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W574: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W575: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W576: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W577: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W578: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W579: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W580: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W581: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W582: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W583: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W584: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W585: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W586: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W587: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W588: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W589: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W590: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W591: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W592: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W593: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W594: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W595: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W596: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W597: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W598: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W599: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W600: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W601: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W602: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W603: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W604: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W605: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W606: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W607: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W608: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W609: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W610: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W611: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W612: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W613: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W614: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W615: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W616: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W617: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W618: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W619: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W620: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W621: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W622: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W623: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W624: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W625: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W626: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W627: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W628: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W629: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W630: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W631: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W632: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W633: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W634: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W635: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W636: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W637: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W638: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W639: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W640: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W641: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W642: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W643: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W644: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W645: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W646: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W647: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W648: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W649: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W650: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W651: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W652: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W653: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W654: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W655: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W656: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W657: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W658: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W659: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W660: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W661: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W662: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W663: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W664: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W665: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W666: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W667: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W668: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W669: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W670: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W671: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W672: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W673: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W674: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W675: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W676: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W677: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W678: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W679: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W680: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W681: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W682: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W683: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W684: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W685: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W686: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W687: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W688: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W689: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W690: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W691: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W692: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W693: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W694: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W695: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W696: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W697: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W698: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W699: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W700: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W701: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W702: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W703: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W704: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W705: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W706: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W707: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W708: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W709: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W710: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W711: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W712: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W713: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W714: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W715: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W716: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W717: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W718: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W719: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W720: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W721: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W722: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W723: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W724: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W725: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W726: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W727: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W728: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W729: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W730: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W731: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W732: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W733: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W734: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W735: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W736: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W737: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W738: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W739: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W740: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W741: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W742: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W743: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W744: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W745: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W746: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W747: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W748: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W749: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W750: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W751: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W752: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W753: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W754: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W755: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W756: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W757: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W758: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W759: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W760: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W761: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W762: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W763: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W764: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W765: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W766: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W767: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W768: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W769: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W770: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W771: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W772: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W773: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W774: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W775: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W776: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W777: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W778: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W779: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W780: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W781: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W782: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W783: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W784: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W785: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W786: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W787: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W788: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W789: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W790: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W791: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W792: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W793: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W794: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W795: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W796: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W797: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W798: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W799: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W800: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W801: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W802: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W803: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W804: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W805: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W806: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W807: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W808: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W809: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W810: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W811: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W812: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W813: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W814: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W815: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W816: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W817: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W818: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W819: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W820: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W821: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W822: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W823: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W824: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W825: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W826: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W827: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W828: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W829: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W830: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W831: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W832: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W833: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W834: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W835: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W836: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W837: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W838: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W839: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W840: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W841: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W842: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W843: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W844: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W845: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W846: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W847: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W848: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W849: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W850: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W851: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W852: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W853: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W854: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W855: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W856: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W857: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W858: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W859: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W860: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W861: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W862: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W863: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W864: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W865: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W866: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W867: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W868: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W869: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W870: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W871: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W872: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W873: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W874: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W875: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W876: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W877: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W878: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W879: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W880: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W881: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W882: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W883: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W884: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W885: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W886: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W887: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W888: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W889: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W890: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W891: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W892: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W893: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W894: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W895: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W896: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W897: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W898: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W899: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W900: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W901: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W902: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W903: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W904: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W905: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W906: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W907: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W908: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W909: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W910: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W911: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W912: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W913: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W914: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W915: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W916: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W917: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W918: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W919: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W920: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W921: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W922: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W923: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W924: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W925: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W926: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W927: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W928: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W929: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W930: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W931: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W932: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W933: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W934: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W935: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W936: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W937: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W938: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W939: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W940: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W941: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W942: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W943: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W944: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W945: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W946: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W947: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W948: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W949: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W950: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W951: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W952: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W953: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W954: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W955: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W956: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W957: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W958: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W959: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W960: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W961: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W962: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W963: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W964: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W965: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W966: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W967: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W968: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W969: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W970: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W971: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W972: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W973: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W974: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W975: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W976: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W977: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W978: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W979: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W980: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W981: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W982: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W983: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W984: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W985: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W986: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W987: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W988: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W989: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W990: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W991: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W992: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W993: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W994: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W995: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W996: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W997: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W998: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W999: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1000: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1001: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1002: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1003: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1004: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1005: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1006: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1007: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1008: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1009: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1010: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1011: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1012: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1013: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1014: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1015: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1016: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1017: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1018: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1019: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1020: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1021: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1022: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1023: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1024: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1025: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1026: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1027: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1028: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1029: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1030: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1031: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1032: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1033: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1034: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1035: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1036: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1037: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1038: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1039: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1040: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1041: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1042: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1043: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1044: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1045: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1046: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1047: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1048: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1049: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1050: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1051: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1052: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1053: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1054: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1055: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1056: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1057: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1058: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1059: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1060: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1061: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1062: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1063: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1064: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1065: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1066: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1067: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1068: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1069: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1070: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1071: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1072: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1073: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1074: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1075: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1076: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1077: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1078: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1079: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1080: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1081: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1082: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1083: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1084: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1085: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1086: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1087: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1088: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1089: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1090: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1091: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1092: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1093: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1094: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1095: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1096: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1097: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1098: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1099: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1100: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1101: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1102: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1103: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1104: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1105: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1106: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1107: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1108: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1109: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1110: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1111: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1112: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1113: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1114: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1115: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1116: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1117: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1118: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1119: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1120: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1121: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1122: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1123: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1124: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1125: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1126: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1127: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1128: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1129: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1130: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1131: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1132: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1133: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1134: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1135: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1136: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1137: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1138: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1139: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1140: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1141: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1142: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1143: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1144: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1145: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1146: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1147: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1148: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1149: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1150: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1151: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1152: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1153: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1154: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1155: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1156: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1157: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1158: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1159: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1160: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1161: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1162: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1163: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1164: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1165: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1166: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1167: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1168: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1169: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1170: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1171: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1172: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1173: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1174: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1175: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1176: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1177: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1178: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1179: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1180: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1181: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1182: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1183: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1184: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1185: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1186: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1187: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1188: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1189: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1190: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1191: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1192: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1193: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1194: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1195: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1196: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1197: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1198: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1199: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1200: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1201: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1202: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1203: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1204: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1205: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1206: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1207: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1208: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1209: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1210: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1211: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1212: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1213: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1214: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1215: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1216: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1217: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1218: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1219: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1220: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1221: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1222: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1223: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1224: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1225: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1226: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1227: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1228: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1229: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1230: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1231: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1232: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1233: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1234: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1235: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1236: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1237: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1238: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1239: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1240: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1241: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1242: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1243: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1244: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1245: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1246: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1247: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1248: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1249: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1250: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1251: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1252: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1253: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1254: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1255: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1256: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1257: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1258: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1259: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1260: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1261: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1262: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1263: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1264: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1265: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1266: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1267: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1268: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1269: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1270: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1271: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1272: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1273: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1274: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1275: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1276: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1277: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1278: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1279: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1280: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1281: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1282: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1283: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1284: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1285: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1286: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1287: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1288: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1289: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1290: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1291: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1292: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1293: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1294: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1295: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1296: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1297: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1298: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1299: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1300: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1301: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1302: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1303: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1304: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1305: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1306: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1307: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1308: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1309: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1310: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1311: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1312: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1313: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1314: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1315: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1316: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1317: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1318: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1319: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1320: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1321: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1322: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1323: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1324: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1325: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1326: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1327: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1328: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1329: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1330: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1331: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1332: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1333: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1334: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1335: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1336: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1337: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1338: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1339: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1340: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1341: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1342: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1343: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1344: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1345: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1346: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1347: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1348: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1349: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1350: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1351: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1352: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1353: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1354: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1355: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1356: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1357: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1358: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1359: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1360: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1361: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1362: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1363: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1364: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1365: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1366: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1367: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1368: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1369: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1370: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1371: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1372: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1373: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1374: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1375: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1376: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1377: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1378: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1379: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1380: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1381: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1382: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1383: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1384: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1385: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1386: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1387: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1388: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1389: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1390: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1391: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1392: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1393: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1394: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1395: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1396: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1397: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1398: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1399: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1400: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1401: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1402: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1403: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1404: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1405: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1406: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1407: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1408: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1409: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1410: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1411: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1412: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1413: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1414: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1415: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1416: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1417: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1418: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1419: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1420: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1421: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1422: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1423: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1424: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1425: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1426: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1427: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1428: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1429: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1430: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1431: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1432: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1433: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1434: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1435: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1436: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1437: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1438: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1439: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1440: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1441: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1442: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1443: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1444: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1445: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1446: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1447: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1448: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1449: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1450: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1451: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1452: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1453: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1454: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1455: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1456: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1457: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1458: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1459: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1460: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1461: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1462: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1463: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1464: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1465: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1466: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1467: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1468: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1469: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1470: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1471: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1472: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1473: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1474: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1475: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1476: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1477: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1478: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1479: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1480: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1481: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1482: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1483: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1484: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1485: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1486: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1487: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1488: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1489: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1490: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1491: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1492: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1493: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1494: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1495: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1496: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1497: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1498: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1499: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1500: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1501: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1502: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1503: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1504: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1505: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1506: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1507: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1508: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1509: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1510: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1511: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1512: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1513: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1514: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1515: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1516: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1517: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1518: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1519: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1520: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1521: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1522: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1523: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1524: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1525: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1526: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1527: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1528: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1529: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1530: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1531: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1532: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1533: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1534: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1535: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1536: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1537: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1538: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1539: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1540: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1541: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1542: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1543: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1544: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1545: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1546: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1547: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1548: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1549: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1550: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1551: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1552: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1553: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1554: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1555: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1556: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1557: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1558: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1559: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1560: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1561: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1562: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1563: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1564: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1565: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1566: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1567: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1568: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1569: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1570: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1571: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1572: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1573: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1574: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1575: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1576: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1577: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1578: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1579: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1580: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1581: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1582: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1583: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1584: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1585: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1586: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1587: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1588: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1589: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1590: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1591: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1592: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1593: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1594: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1595: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1596: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1597: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1598: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1599: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1600: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1601: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1602: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1603: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1604: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1605: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1606: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1607: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1608: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1609: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1610: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1611: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1612: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1613: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1614: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1615: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1616: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1617: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1618: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1619: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1620: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1621: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1622: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1623: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1624: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1625: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1626: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1627: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1628: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1629: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1630: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1631: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1632: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1633: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1634: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1635: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1636: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1637: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1638: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1639: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1640: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1641: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1642: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1643: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1644: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1645: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1646: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1647: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1648: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1649: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1650: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1651: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1652: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1653: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1654: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1655: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1656: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1657: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1658: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1659: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1660: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1661: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1662: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1663: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1664: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1665: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1666: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1667: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1668: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1669: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1670: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1671: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1672: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1673: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1674: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1675: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1676: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1677: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1678: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1679: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1680: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1681: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1682: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1683: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1684: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1685: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1686: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1687: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1688: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1689: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1690: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1691: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1692: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1693: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1694: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1695: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1696: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1697: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1698: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1699: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1700: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1701: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1702: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1703: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1704: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1705: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1706: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1707: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1708: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1709: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1710: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1711: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1712: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1713: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1714: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1715: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1716: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1717: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1718: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1719: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1720: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1721: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1722: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1723: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1724: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1725: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1726: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1727: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1728: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1729: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1730: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1731: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1732: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1733: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1734: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1735: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1736: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1737: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1738: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1739: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1740: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1741: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1742: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1743: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1744: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1745: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1746: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1747: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1748: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1749: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1750: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1751: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1752: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1753: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1754: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1755: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1756: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1757: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1758: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1759: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1760: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1761: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1762: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1763: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1764: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1765: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1766: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1767: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1768: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1769: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1770: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1771: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1772: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1773: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1774: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1775: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1776: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1777: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1778: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1779: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1780: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1781: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1782: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1783: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1784: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1785: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1786: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1787: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1788: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1789: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1790: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1791: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1792: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1793: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1794: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1795: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1796: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1797: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1798: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1799: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1800: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1801: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1802: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1803: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1804: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1805: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1806: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1807: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1808: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1809: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1810: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1811: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1812: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1813: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1814: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1815: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1816: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1817: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1818: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1819: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1820: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1821: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1822: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1823: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1824: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1825: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1826: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1827: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1828: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1829: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1830: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1831: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1832: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1833: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1834: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1835: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1836: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1837: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1838: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1839: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1840: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1841: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1842: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1843: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1844: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1845: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1846: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1847: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1848: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1849: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1850: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1851: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1852: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1853: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1854: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1855: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1856: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1857: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1858: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1859: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1860: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1861: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1862: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1863: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1864: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1865: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1866: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1867: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1868: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1869: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1870: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1871: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1872: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1873: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1874: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1875: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1876: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1877: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1878: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1879: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1880: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1881: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1882: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1883: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1884: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1885: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1886: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1887: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1888: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1889: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1890: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1891: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1892: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1893: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1894: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1895: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1896: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1897: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1898: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1899: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1900: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1901: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1902: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1903: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1904: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1905: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1906: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1907: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1908: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1909: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1910: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1911: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1912: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1913: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1914: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1915: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1916: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1917: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1918: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1919: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1920: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1921: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1922: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1923: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1924: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1925: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1926: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1927: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1928: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1929: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1930: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1931: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1932: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1933: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1934: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1935: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1936: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1937: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1938: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1939: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1940: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1941: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1942: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1943: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1944: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1945: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1946: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1947: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1948: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1949: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1950: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1951: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1952: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1953: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1954: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1955: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1956: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1957: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1958: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1959: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1960: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1961: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1962: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1963: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1964: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1965: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1966: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1967: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1968: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1969: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1970: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1971: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1972: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1973: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1974: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1975: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1976: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1977: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1978: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1979: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1980: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1981: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1982: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1983: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1984: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1985: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1986: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1987: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1988: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1989: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1990: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1991: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1992: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1993: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1994: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1995: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1996: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1997: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1998: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }
final class W1999: Sendable { let leaf: WiredLeaf; init(leaf: WiredLeaf) { self.leaf = leaf } }

@inline(never)
func registerWiredPart0(in container: DIRuntime.Container) {
    container.register(W0.init, scope: .unique)
    container.register(W1.init, scope: .unique)
    container.register(W2.init, scope: .unique)
    container.register(W3.init, scope: .unique)
    container.register(W4.init, scope: .unique)
    container.register(W5.init, scope: .unique)
    container.register(W6.init, scope: .unique)
    container.register(W7.init, scope: .unique)
    container.register(W8.init, scope: .unique)
    container.register(W9.init, scope: .unique)
    container.register(W10.init, scope: .unique)
    container.register(W11.init, scope: .unique)
    container.register(W12.init, scope: .unique)
    container.register(W13.init, scope: .unique)
    container.register(W14.init, scope: .unique)
    container.register(W15.init, scope: .unique)
    container.register(W16.init, scope: .unique)
    container.register(W17.init, scope: .unique)
    container.register(W18.init, scope: .unique)
    container.register(W19.init, scope: .unique)
    container.register(W20.init, scope: .unique)
    container.register(W21.init, scope: .unique)
    container.register(W22.init, scope: .unique)
    container.register(W23.init, scope: .unique)
    container.register(W24.init, scope: .unique)
    container.register(W25.init, scope: .unique)
    container.register(W26.init, scope: .unique)
    container.register(W27.init, scope: .unique)
    container.register(W28.init, scope: .unique)
    container.register(W29.init, scope: .unique)
    container.register(W30.init, scope: .unique)
    container.register(W31.init, scope: .unique)
    container.register(W32.init, scope: .unique)
    container.register(W33.init, scope: .unique)
    container.register(W34.init, scope: .unique)
    container.register(W35.init, scope: .unique)
    container.register(W36.init, scope: .unique)
    container.register(W37.init, scope: .unique)
    container.register(W38.init, scope: .unique)
    container.register(W39.init, scope: .unique)
    container.register(W40.init, scope: .unique)
    container.register(W41.init, scope: .unique)
    container.register(W42.init, scope: .unique)
    container.register(W43.init, scope: .unique)
    container.register(W44.init, scope: .unique)
    container.register(W45.init, scope: .unique)
    container.register(W46.init, scope: .unique)
    container.register(W47.init, scope: .unique)
    container.register(W48.init, scope: .unique)
    container.register(W49.init, scope: .unique)
    container.register(W50.init, scope: .unique)
    container.register(W51.init, scope: .unique)
    container.register(W52.init, scope: .unique)
    container.register(W53.init, scope: .unique)
    container.register(W54.init, scope: .unique)
    container.register(W55.init, scope: .unique)
    container.register(W56.init, scope: .unique)
    container.register(W57.init, scope: .unique)
    container.register(W58.init, scope: .unique)
    container.register(W59.init, scope: .unique)
    container.register(W60.init, scope: .unique)
    container.register(W61.init, scope: .unique)
    container.register(W62.init, scope: .unique)
    container.register(W63.init, scope: .unique)
    container.register(W64.init, scope: .unique)
    container.register(W65.init, scope: .unique)
    container.register(W66.init, scope: .unique)
    container.register(W67.init, scope: .unique)
    container.register(W68.init, scope: .unique)
    container.register(W69.init, scope: .unique)
    container.register(W70.init, scope: .unique)
    container.register(W71.init, scope: .unique)
    container.register(W72.init, scope: .unique)
    container.register(W73.init, scope: .unique)
    container.register(W74.init, scope: .unique)
    container.register(W75.init, scope: .unique)
    container.register(W76.init, scope: .unique)
    container.register(W77.init, scope: .unique)
    container.register(W78.init, scope: .unique)
    container.register(W79.init, scope: .unique)
    container.register(W80.init, scope: .unique)
    container.register(W81.init, scope: .unique)
    container.register(W82.init, scope: .unique)
    container.register(W83.init, scope: .unique)
    container.register(W84.init, scope: .unique)
    container.register(W85.init, scope: .unique)
    container.register(W86.init, scope: .unique)
    container.register(W87.init, scope: .unique)
    container.register(W88.init, scope: .unique)
    container.register(W89.init, scope: .unique)
    container.register(W90.init, scope: .unique)
    container.register(W91.init, scope: .unique)
    container.register(W92.init, scope: .unique)
    container.register(W93.init, scope: .unique)
    container.register(W94.init, scope: .unique)
    container.register(W95.init, scope: .unique)
    container.register(W96.init, scope: .unique)
    container.register(W97.init, scope: .unique)
    container.register(W98.init, scope: .unique)
    container.register(W99.init, scope: .unique)
}

@inline(never)
func registerWiredPart1(in container: DIRuntime.Container) {
    container.register(W100.init, scope: .unique)
    container.register(W101.init, scope: .unique)
    container.register(W102.init, scope: .unique)
    container.register(W103.init, scope: .unique)
    container.register(W104.init, scope: .unique)
    container.register(W105.init, scope: .unique)
    container.register(W106.init, scope: .unique)
    container.register(W107.init, scope: .unique)
    container.register(W108.init, scope: .unique)
    container.register(W109.init, scope: .unique)
    container.register(W110.init, scope: .unique)
    container.register(W111.init, scope: .unique)
    container.register(W112.init, scope: .unique)
    container.register(W113.init, scope: .unique)
    container.register(W114.init, scope: .unique)
    container.register(W115.init, scope: .unique)
    container.register(W116.init, scope: .unique)
    container.register(W117.init, scope: .unique)
    container.register(W118.init, scope: .unique)
    container.register(W119.init, scope: .unique)
    container.register(W120.init, scope: .unique)
    container.register(W121.init, scope: .unique)
    container.register(W122.init, scope: .unique)
    container.register(W123.init, scope: .unique)
    container.register(W124.init, scope: .unique)
    container.register(W125.init, scope: .unique)
    container.register(W126.init, scope: .unique)
    container.register(W127.init, scope: .unique)
    container.register(W128.init, scope: .unique)
    container.register(W129.init, scope: .unique)
    container.register(W130.init, scope: .unique)
    container.register(W131.init, scope: .unique)
    container.register(W132.init, scope: .unique)
    container.register(W133.init, scope: .unique)
    container.register(W134.init, scope: .unique)
    container.register(W135.init, scope: .unique)
    container.register(W136.init, scope: .unique)
    container.register(W137.init, scope: .unique)
    container.register(W138.init, scope: .unique)
    container.register(W139.init, scope: .unique)
    container.register(W140.init, scope: .unique)
    container.register(W141.init, scope: .unique)
    container.register(W142.init, scope: .unique)
    container.register(W143.init, scope: .unique)
    container.register(W144.init, scope: .unique)
    container.register(W145.init, scope: .unique)
    container.register(W146.init, scope: .unique)
    container.register(W147.init, scope: .unique)
    container.register(W148.init, scope: .unique)
    container.register(W149.init, scope: .unique)
    container.register(W150.init, scope: .unique)
    container.register(W151.init, scope: .unique)
    container.register(W152.init, scope: .unique)
    container.register(W153.init, scope: .unique)
    container.register(W154.init, scope: .unique)
    container.register(W155.init, scope: .unique)
    container.register(W156.init, scope: .unique)
    container.register(W157.init, scope: .unique)
    container.register(W158.init, scope: .unique)
    container.register(W159.init, scope: .unique)
    container.register(W160.init, scope: .unique)
    container.register(W161.init, scope: .unique)
    container.register(W162.init, scope: .unique)
    container.register(W163.init, scope: .unique)
    container.register(W164.init, scope: .unique)
    container.register(W165.init, scope: .unique)
    container.register(W166.init, scope: .unique)
    container.register(W167.init, scope: .unique)
    container.register(W168.init, scope: .unique)
    container.register(W169.init, scope: .unique)
    container.register(W170.init, scope: .unique)
    container.register(W171.init, scope: .unique)
    container.register(W172.init, scope: .unique)
    container.register(W173.init, scope: .unique)
    container.register(W174.init, scope: .unique)
    container.register(W175.init, scope: .unique)
    container.register(W176.init, scope: .unique)
    container.register(W177.init, scope: .unique)
    container.register(W178.init, scope: .unique)
    container.register(W179.init, scope: .unique)
    container.register(W180.init, scope: .unique)
    container.register(W181.init, scope: .unique)
    container.register(W182.init, scope: .unique)
    container.register(W183.init, scope: .unique)
    container.register(W184.init, scope: .unique)
    container.register(W185.init, scope: .unique)
    container.register(W186.init, scope: .unique)
    container.register(W187.init, scope: .unique)
    container.register(W188.init, scope: .unique)
    container.register(W189.init, scope: .unique)
    container.register(W190.init, scope: .unique)
    container.register(W191.init, scope: .unique)
    container.register(W192.init, scope: .unique)
    container.register(W193.init, scope: .unique)
    container.register(W194.init, scope: .unique)
    container.register(W195.init, scope: .unique)
    container.register(W196.init, scope: .unique)
    container.register(W197.init, scope: .unique)
    container.register(W198.init, scope: .unique)
    container.register(W199.init, scope: .unique)
}

@inline(never)
func registerWiredPart2(in container: DIRuntime.Container) {
    container.register(W200.init, scope: .unique)
    container.register(W201.init, scope: .unique)
    container.register(W202.init, scope: .unique)
    container.register(W203.init, scope: .unique)
    container.register(W204.init, scope: .unique)
    container.register(W205.init, scope: .unique)
    container.register(W206.init, scope: .unique)
    container.register(W207.init, scope: .unique)
    container.register(W208.init, scope: .unique)
    container.register(W209.init, scope: .unique)
    container.register(W210.init, scope: .unique)
    container.register(W211.init, scope: .unique)
    container.register(W212.init, scope: .unique)
    container.register(W213.init, scope: .unique)
    container.register(W214.init, scope: .unique)
    container.register(W215.init, scope: .unique)
    container.register(W216.init, scope: .unique)
    container.register(W217.init, scope: .unique)
    container.register(W218.init, scope: .unique)
    container.register(W219.init, scope: .unique)
    container.register(W220.init, scope: .unique)
    container.register(W221.init, scope: .unique)
    container.register(W222.init, scope: .unique)
    container.register(W223.init, scope: .unique)
    container.register(W224.init, scope: .unique)
    container.register(W225.init, scope: .unique)
    container.register(W226.init, scope: .unique)
    container.register(W227.init, scope: .unique)
    container.register(W228.init, scope: .unique)
    container.register(W229.init, scope: .unique)
    container.register(W230.init, scope: .unique)
    container.register(W231.init, scope: .unique)
    container.register(W232.init, scope: .unique)
    container.register(W233.init, scope: .unique)
    container.register(W234.init, scope: .unique)
    container.register(W235.init, scope: .unique)
    container.register(W236.init, scope: .unique)
    container.register(W237.init, scope: .unique)
    container.register(W238.init, scope: .unique)
    container.register(W239.init, scope: .unique)
    container.register(W240.init, scope: .unique)
    container.register(W241.init, scope: .unique)
    container.register(W242.init, scope: .unique)
    container.register(W243.init, scope: .unique)
    container.register(W244.init, scope: .unique)
    container.register(W245.init, scope: .unique)
    container.register(W246.init, scope: .unique)
    container.register(W247.init, scope: .unique)
    container.register(W248.init, scope: .unique)
    container.register(W249.init, scope: .unique)
    container.register(W250.init, scope: .unique)
    container.register(W251.init, scope: .unique)
    container.register(W252.init, scope: .unique)
    container.register(W253.init, scope: .unique)
    container.register(W254.init, scope: .unique)
    container.register(W255.init, scope: .unique)
    container.register(W256.init, scope: .unique)
    container.register(W257.init, scope: .unique)
    container.register(W258.init, scope: .unique)
    container.register(W259.init, scope: .unique)
    container.register(W260.init, scope: .unique)
    container.register(W261.init, scope: .unique)
    container.register(W262.init, scope: .unique)
    container.register(W263.init, scope: .unique)
    container.register(W264.init, scope: .unique)
    container.register(W265.init, scope: .unique)
    container.register(W266.init, scope: .unique)
    container.register(W267.init, scope: .unique)
    container.register(W268.init, scope: .unique)
    container.register(W269.init, scope: .unique)
    container.register(W270.init, scope: .unique)
    container.register(W271.init, scope: .unique)
    container.register(W272.init, scope: .unique)
    container.register(W273.init, scope: .unique)
    container.register(W274.init, scope: .unique)
    container.register(W275.init, scope: .unique)
    container.register(W276.init, scope: .unique)
    container.register(W277.init, scope: .unique)
    container.register(W278.init, scope: .unique)
    container.register(W279.init, scope: .unique)
    container.register(W280.init, scope: .unique)
    container.register(W281.init, scope: .unique)
    container.register(W282.init, scope: .unique)
    container.register(W283.init, scope: .unique)
    container.register(W284.init, scope: .unique)
    container.register(W285.init, scope: .unique)
    container.register(W286.init, scope: .unique)
    container.register(W287.init, scope: .unique)
    container.register(W288.init, scope: .unique)
    container.register(W289.init, scope: .unique)
    container.register(W290.init, scope: .unique)
    container.register(W291.init, scope: .unique)
    container.register(W292.init, scope: .unique)
    container.register(W293.init, scope: .unique)
    container.register(W294.init, scope: .unique)
    container.register(W295.init, scope: .unique)
    container.register(W296.init, scope: .unique)
    container.register(W297.init, scope: .unique)
    container.register(W298.init, scope: .unique)
    container.register(W299.init, scope: .unique)
}

@inline(never)
func registerWiredPart3(in container: DIRuntime.Container) {
    container.register(W300.init, scope: .unique)
    container.register(W301.init, scope: .unique)
    container.register(W302.init, scope: .unique)
    container.register(W303.init, scope: .unique)
    container.register(W304.init, scope: .unique)
    container.register(W305.init, scope: .unique)
    container.register(W306.init, scope: .unique)
    container.register(W307.init, scope: .unique)
    container.register(W308.init, scope: .unique)
    container.register(W309.init, scope: .unique)
    container.register(W310.init, scope: .unique)
    container.register(W311.init, scope: .unique)
    container.register(W312.init, scope: .unique)
    container.register(W313.init, scope: .unique)
    container.register(W314.init, scope: .unique)
    container.register(W315.init, scope: .unique)
    container.register(W316.init, scope: .unique)
    container.register(W317.init, scope: .unique)
    container.register(W318.init, scope: .unique)
    container.register(W319.init, scope: .unique)
    container.register(W320.init, scope: .unique)
    container.register(W321.init, scope: .unique)
    container.register(W322.init, scope: .unique)
    container.register(W323.init, scope: .unique)
    container.register(W324.init, scope: .unique)
    container.register(W325.init, scope: .unique)
    container.register(W326.init, scope: .unique)
    container.register(W327.init, scope: .unique)
    container.register(W328.init, scope: .unique)
    container.register(W329.init, scope: .unique)
    container.register(W330.init, scope: .unique)
    container.register(W331.init, scope: .unique)
    container.register(W332.init, scope: .unique)
    container.register(W333.init, scope: .unique)
    container.register(W334.init, scope: .unique)
    container.register(W335.init, scope: .unique)
    container.register(W336.init, scope: .unique)
    container.register(W337.init, scope: .unique)
    container.register(W338.init, scope: .unique)
    container.register(W339.init, scope: .unique)
    container.register(W340.init, scope: .unique)
    container.register(W341.init, scope: .unique)
    container.register(W342.init, scope: .unique)
    container.register(W343.init, scope: .unique)
    container.register(W344.init, scope: .unique)
    container.register(W345.init, scope: .unique)
    container.register(W346.init, scope: .unique)
    container.register(W347.init, scope: .unique)
    container.register(W348.init, scope: .unique)
    container.register(W349.init, scope: .unique)
    container.register(W350.init, scope: .unique)
    container.register(W351.init, scope: .unique)
    container.register(W352.init, scope: .unique)
    container.register(W353.init, scope: .unique)
    container.register(W354.init, scope: .unique)
    container.register(W355.init, scope: .unique)
    container.register(W356.init, scope: .unique)
    container.register(W357.init, scope: .unique)
    container.register(W358.init, scope: .unique)
    container.register(W359.init, scope: .unique)
    container.register(W360.init, scope: .unique)
    container.register(W361.init, scope: .unique)
    container.register(W362.init, scope: .unique)
    container.register(W363.init, scope: .unique)
    container.register(W364.init, scope: .unique)
    container.register(W365.init, scope: .unique)
    container.register(W366.init, scope: .unique)
    container.register(W367.init, scope: .unique)
    container.register(W368.init, scope: .unique)
    container.register(W369.init, scope: .unique)
    container.register(W370.init, scope: .unique)
    container.register(W371.init, scope: .unique)
    container.register(W372.init, scope: .unique)
    container.register(W373.init, scope: .unique)
    container.register(W374.init, scope: .unique)
    container.register(W375.init, scope: .unique)
    container.register(W376.init, scope: .unique)
    container.register(W377.init, scope: .unique)
    container.register(W378.init, scope: .unique)
    container.register(W379.init, scope: .unique)
    container.register(W380.init, scope: .unique)
    container.register(W381.init, scope: .unique)
    container.register(W382.init, scope: .unique)
    container.register(W383.init, scope: .unique)
    container.register(W384.init, scope: .unique)
    container.register(W385.init, scope: .unique)
    container.register(W386.init, scope: .unique)
    container.register(W387.init, scope: .unique)
    container.register(W388.init, scope: .unique)
    container.register(W389.init, scope: .unique)
    container.register(W390.init, scope: .unique)
    container.register(W391.init, scope: .unique)
    container.register(W392.init, scope: .unique)
    container.register(W393.init, scope: .unique)
    container.register(W394.init, scope: .unique)
    container.register(W395.init, scope: .unique)
    container.register(W396.init, scope: .unique)
    container.register(W397.init, scope: .unique)
    container.register(W398.init, scope: .unique)
    container.register(W399.init, scope: .unique)
}

@inline(never)
func registerWiredPart4(in container: DIRuntime.Container) {
    container.register(W400.init, scope: .unique)
    container.register(W401.init, scope: .unique)
    container.register(W402.init, scope: .unique)
    container.register(W403.init, scope: .unique)
    container.register(W404.init, scope: .unique)
    container.register(W405.init, scope: .unique)
    container.register(W406.init, scope: .unique)
    container.register(W407.init, scope: .unique)
    container.register(W408.init, scope: .unique)
    container.register(W409.init, scope: .unique)
    container.register(W410.init, scope: .unique)
    container.register(W411.init, scope: .unique)
    container.register(W412.init, scope: .unique)
    container.register(W413.init, scope: .unique)
    container.register(W414.init, scope: .unique)
    container.register(W415.init, scope: .unique)
    container.register(W416.init, scope: .unique)
    container.register(W417.init, scope: .unique)
    container.register(W418.init, scope: .unique)
    container.register(W419.init, scope: .unique)
    container.register(W420.init, scope: .unique)
    container.register(W421.init, scope: .unique)
    container.register(W422.init, scope: .unique)
    container.register(W423.init, scope: .unique)
    container.register(W424.init, scope: .unique)
    container.register(W425.init, scope: .unique)
    container.register(W426.init, scope: .unique)
    container.register(W427.init, scope: .unique)
    container.register(W428.init, scope: .unique)
    container.register(W429.init, scope: .unique)
    container.register(W430.init, scope: .unique)
    container.register(W431.init, scope: .unique)
    container.register(W432.init, scope: .unique)
    container.register(W433.init, scope: .unique)
    container.register(W434.init, scope: .unique)
    container.register(W435.init, scope: .unique)
    container.register(W436.init, scope: .unique)
    container.register(W437.init, scope: .unique)
    container.register(W438.init, scope: .unique)
    container.register(W439.init, scope: .unique)
    container.register(W440.init, scope: .unique)
    container.register(W441.init, scope: .unique)
    container.register(W442.init, scope: .unique)
    container.register(W443.init, scope: .unique)
    container.register(W444.init, scope: .unique)
    container.register(W445.init, scope: .unique)
    container.register(W446.init, scope: .unique)
    container.register(W447.init, scope: .unique)
    container.register(W448.init, scope: .unique)
    container.register(W449.init, scope: .unique)
    container.register(W450.init, scope: .unique)
    container.register(W451.init, scope: .unique)
    container.register(W452.init, scope: .unique)
    container.register(W453.init, scope: .unique)
    container.register(W454.init, scope: .unique)
    container.register(W455.init, scope: .unique)
    container.register(W456.init, scope: .unique)
    container.register(W457.init, scope: .unique)
    container.register(W458.init, scope: .unique)
    container.register(W459.init, scope: .unique)
    container.register(W460.init, scope: .unique)
    container.register(W461.init, scope: .unique)
    container.register(W462.init, scope: .unique)
    container.register(W463.init, scope: .unique)
    container.register(W464.init, scope: .unique)
    container.register(W465.init, scope: .unique)
    container.register(W466.init, scope: .unique)
    container.register(W467.init, scope: .unique)
    container.register(W468.init, scope: .unique)
    container.register(W469.init, scope: .unique)
    container.register(W470.init, scope: .unique)
    container.register(W471.init, scope: .unique)
    container.register(W472.init, scope: .unique)
    container.register(W473.init, scope: .unique)
    container.register(W474.init, scope: .unique)
    container.register(W475.init, scope: .unique)
    container.register(W476.init, scope: .unique)
    container.register(W477.init, scope: .unique)
    container.register(W478.init, scope: .unique)
    container.register(W479.init, scope: .unique)
    container.register(W480.init, scope: .unique)
    container.register(W481.init, scope: .unique)
    container.register(W482.init, scope: .unique)
    container.register(W483.init, scope: .unique)
    container.register(W484.init, scope: .unique)
    container.register(W485.init, scope: .unique)
    container.register(W486.init, scope: .unique)
    container.register(W487.init, scope: .unique)
    container.register(W488.init, scope: .unique)
    container.register(W489.init, scope: .unique)
    container.register(W490.init, scope: .unique)
    container.register(W491.init, scope: .unique)
    container.register(W492.init, scope: .unique)
    container.register(W493.init, scope: .unique)
    container.register(W494.init, scope: .unique)
    container.register(W495.init, scope: .unique)
    container.register(W496.init, scope: .unique)
    container.register(W497.init, scope: .unique)
    container.register(W498.init, scope: .unique)
    container.register(W499.init, scope: .unique)
}

@inline(never)
func registerWiredPart5(in container: DIRuntime.Container) {
    container.register(W500.init, scope: .unique)
    container.register(W501.init, scope: .unique)
    container.register(W502.init, scope: .unique)
    container.register(W503.init, scope: .unique)
    container.register(W504.init, scope: .unique)
    container.register(W505.init, scope: .unique)
    container.register(W506.init, scope: .unique)
    container.register(W507.init, scope: .unique)
    container.register(W508.init, scope: .unique)
    container.register(W509.init, scope: .unique)
    container.register(W510.init, scope: .unique)
    container.register(W511.init, scope: .unique)
    container.register(W512.init, scope: .unique)
    container.register(W513.init, scope: .unique)
    container.register(W514.init, scope: .unique)
    container.register(W515.init, scope: .unique)
    container.register(W516.init, scope: .unique)
    container.register(W517.init, scope: .unique)
    container.register(W518.init, scope: .unique)
    container.register(W519.init, scope: .unique)
    container.register(W520.init, scope: .unique)
    container.register(W521.init, scope: .unique)
    container.register(W522.init, scope: .unique)
    container.register(W523.init, scope: .unique)
    container.register(W524.init, scope: .unique)
    container.register(W525.init, scope: .unique)
    container.register(W526.init, scope: .unique)
    container.register(W527.init, scope: .unique)
    container.register(W528.init, scope: .unique)
    container.register(W529.init, scope: .unique)
    container.register(W530.init, scope: .unique)
    container.register(W531.init, scope: .unique)
    container.register(W532.init, scope: .unique)
    container.register(W533.init, scope: .unique)
    container.register(W534.init, scope: .unique)
    container.register(W535.init, scope: .unique)
    container.register(W536.init, scope: .unique)
    container.register(W537.init, scope: .unique)
    container.register(W538.init, scope: .unique)
    container.register(W539.init, scope: .unique)
    container.register(W540.init, scope: .unique)
    container.register(W541.init, scope: .unique)
    container.register(W542.init, scope: .unique)
    container.register(W543.init, scope: .unique)
    container.register(W544.init, scope: .unique)
    container.register(W545.init, scope: .unique)
    container.register(W546.init, scope: .unique)
    container.register(W547.init, scope: .unique)
    container.register(W548.init, scope: .unique)
    container.register(W549.init, scope: .unique)
    container.register(W550.init, scope: .unique)
    container.register(W551.init, scope: .unique)
    container.register(W552.init, scope: .unique)
    container.register(W553.init, scope: .unique)
    container.register(W554.init, scope: .unique)
    container.register(W555.init, scope: .unique)
    container.register(W556.init, scope: .unique)
    container.register(W557.init, scope: .unique)
    container.register(W558.init, scope: .unique)
    container.register(W559.init, scope: .unique)
    container.register(W560.init, scope: .unique)
    container.register(W561.init, scope: .unique)
    container.register(W562.init, scope: .unique)
    container.register(W563.init, scope: .unique)
    container.register(W564.init, scope: .unique)
    container.register(W565.init, scope: .unique)
    container.register(W566.init, scope: .unique)
    container.register(W567.init, scope: .unique)
    container.register(W568.init, scope: .unique)
    container.register(W569.init, scope: .unique)
    container.register(W570.init, scope: .unique)
    container.register(W571.init, scope: .unique)
    container.register(W572.init, scope: .unique)
    container.register(W573.init, scope: .unique)
    container.register(W574.init, scope: .unique)
    container.register(W575.init, scope: .unique)
    container.register(W576.init, scope: .unique)
    container.register(W577.init, scope: .unique)
    container.register(W578.init, scope: .unique)
    container.register(W579.init, scope: .unique)
    container.register(W580.init, scope: .unique)
    container.register(W581.init, scope: .unique)
    container.register(W582.init, scope: .unique)
    container.register(W583.init, scope: .unique)
    container.register(W584.init, scope: .unique)
    container.register(W585.init, scope: .unique)
    container.register(W586.init, scope: .unique)
    container.register(W587.init, scope: .unique)
    container.register(W588.init, scope: .unique)
    container.register(W589.init, scope: .unique)
    container.register(W590.init, scope: .unique)
    container.register(W591.init, scope: .unique)
    container.register(W592.init, scope: .unique)
    container.register(W593.init, scope: .unique)
    container.register(W594.init, scope: .unique)
    container.register(W595.init, scope: .unique)
    container.register(W596.init, scope: .unique)
    container.register(W597.init, scope: .unique)
    container.register(W598.init, scope: .unique)
    container.register(W599.init, scope: .unique)
}

@inline(never)
func registerWiredPart6(in container: DIRuntime.Container) {
    container.register(W600.init, scope: .unique)
    container.register(W601.init, scope: .unique)
    container.register(W602.init, scope: .unique)
    container.register(W603.init, scope: .unique)
    container.register(W604.init, scope: .unique)
    container.register(W605.init, scope: .unique)
    container.register(W606.init, scope: .unique)
    container.register(W607.init, scope: .unique)
    container.register(W608.init, scope: .unique)
    container.register(W609.init, scope: .unique)
    container.register(W610.init, scope: .unique)
    container.register(W611.init, scope: .unique)
    container.register(W612.init, scope: .unique)
    container.register(W613.init, scope: .unique)
    container.register(W614.init, scope: .unique)
    container.register(W615.init, scope: .unique)
    container.register(W616.init, scope: .unique)
    container.register(W617.init, scope: .unique)
    container.register(W618.init, scope: .unique)
    container.register(W619.init, scope: .unique)
    container.register(W620.init, scope: .unique)
    container.register(W621.init, scope: .unique)
    container.register(W622.init, scope: .unique)
    container.register(W623.init, scope: .unique)
    container.register(W624.init, scope: .unique)
    container.register(W625.init, scope: .unique)
    container.register(W626.init, scope: .unique)
    container.register(W627.init, scope: .unique)
    container.register(W628.init, scope: .unique)
    container.register(W629.init, scope: .unique)
    container.register(W630.init, scope: .unique)
    container.register(W631.init, scope: .unique)
    container.register(W632.init, scope: .unique)
    container.register(W633.init, scope: .unique)
    container.register(W634.init, scope: .unique)
    container.register(W635.init, scope: .unique)
    container.register(W636.init, scope: .unique)
    container.register(W637.init, scope: .unique)
    container.register(W638.init, scope: .unique)
    container.register(W639.init, scope: .unique)
    container.register(W640.init, scope: .unique)
    container.register(W641.init, scope: .unique)
    container.register(W642.init, scope: .unique)
    container.register(W643.init, scope: .unique)
    container.register(W644.init, scope: .unique)
    container.register(W645.init, scope: .unique)
    container.register(W646.init, scope: .unique)
    container.register(W647.init, scope: .unique)
    container.register(W648.init, scope: .unique)
    container.register(W649.init, scope: .unique)
    container.register(W650.init, scope: .unique)
    container.register(W651.init, scope: .unique)
    container.register(W652.init, scope: .unique)
    container.register(W653.init, scope: .unique)
    container.register(W654.init, scope: .unique)
    container.register(W655.init, scope: .unique)
    container.register(W656.init, scope: .unique)
    container.register(W657.init, scope: .unique)
    container.register(W658.init, scope: .unique)
    container.register(W659.init, scope: .unique)
    container.register(W660.init, scope: .unique)
    container.register(W661.init, scope: .unique)
    container.register(W662.init, scope: .unique)
    container.register(W663.init, scope: .unique)
    container.register(W664.init, scope: .unique)
    container.register(W665.init, scope: .unique)
    container.register(W666.init, scope: .unique)
    container.register(W667.init, scope: .unique)
    container.register(W668.init, scope: .unique)
    container.register(W669.init, scope: .unique)
    container.register(W670.init, scope: .unique)
    container.register(W671.init, scope: .unique)
    container.register(W672.init, scope: .unique)
    container.register(W673.init, scope: .unique)
    container.register(W674.init, scope: .unique)
    container.register(W675.init, scope: .unique)
    container.register(W676.init, scope: .unique)
    container.register(W677.init, scope: .unique)
    container.register(W678.init, scope: .unique)
    container.register(W679.init, scope: .unique)
    container.register(W680.init, scope: .unique)
    container.register(W681.init, scope: .unique)
    container.register(W682.init, scope: .unique)
    container.register(W683.init, scope: .unique)
    container.register(W684.init, scope: .unique)
    container.register(W685.init, scope: .unique)
    container.register(W686.init, scope: .unique)
    container.register(W687.init, scope: .unique)
    container.register(W688.init, scope: .unique)
    container.register(W689.init, scope: .unique)
    container.register(W690.init, scope: .unique)
    container.register(W691.init, scope: .unique)
    container.register(W692.init, scope: .unique)
    container.register(W693.init, scope: .unique)
    container.register(W694.init, scope: .unique)
    container.register(W695.init, scope: .unique)
    container.register(W696.init, scope: .unique)
    container.register(W697.init, scope: .unique)
    container.register(W698.init, scope: .unique)
    container.register(W699.init, scope: .unique)
}

@inline(never)
func registerWiredPart7(in container: DIRuntime.Container) {
    container.register(W700.init, scope: .unique)
    container.register(W701.init, scope: .unique)
    container.register(W702.init, scope: .unique)
    container.register(W703.init, scope: .unique)
    container.register(W704.init, scope: .unique)
    container.register(W705.init, scope: .unique)
    container.register(W706.init, scope: .unique)
    container.register(W707.init, scope: .unique)
    container.register(W708.init, scope: .unique)
    container.register(W709.init, scope: .unique)
    container.register(W710.init, scope: .unique)
    container.register(W711.init, scope: .unique)
    container.register(W712.init, scope: .unique)
    container.register(W713.init, scope: .unique)
    container.register(W714.init, scope: .unique)
    container.register(W715.init, scope: .unique)
    container.register(W716.init, scope: .unique)
    container.register(W717.init, scope: .unique)
    container.register(W718.init, scope: .unique)
    container.register(W719.init, scope: .unique)
    container.register(W720.init, scope: .unique)
    container.register(W721.init, scope: .unique)
    container.register(W722.init, scope: .unique)
    container.register(W723.init, scope: .unique)
    container.register(W724.init, scope: .unique)
    container.register(W725.init, scope: .unique)
    container.register(W726.init, scope: .unique)
    container.register(W727.init, scope: .unique)
    container.register(W728.init, scope: .unique)
    container.register(W729.init, scope: .unique)
    container.register(W730.init, scope: .unique)
    container.register(W731.init, scope: .unique)
    container.register(W732.init, scope: .unique)
    container.register(W733.init, scope: .unique)
    container.register(W734.init, scope: .unique)
    container.register(W735.init, scope: .unique)
    container.register(W736.init, scope: .unique)
    container.register(W737.init, scope: .unique)
    container.register(W738.init, scope: .unique)
    container.register(W739.init, scope: .unique)
    container.register(W740.init, scope: .unique)
    container.register(W741.init, scope: .unique)
    container.register(W742.init, scope: .unique)
    container.register(W743.init, scope: .unique)
    container.register(W744.init, scope: .unique)
    container.register(W745.init, scope: .unique)
    container.register(W746.init, scope: .unique)
    container.register(W747.init, scope: .unique)
    container.register(W748.init, scope: .unique)
    container.register(W749.init, scope: .unique)
    container.register(W750.init, scope: .unique)
    container.register(W751.init, scope: .unique)
    container.register(W752.init, scope: .unique)
    container.register(W753.init, scope: .unique)
    container.register(W754.init, scope: .unique)
    container.register(W755.init, scope: .unique)
    container.register(W756.init, scope: .unique)
    container.register(W757.init, scope: .unique)
    container.register(W758.init, scope: .unique)
    container.register(W759.init, scope: .unique)
    container.register(W760.init, scope: .unique)
    container.register(W761.init, scope: .unique)
    container.register(W762.init, scope: .unique)
    container.register(W763.init, scope: .unique)
    container.register(W764.init, scope: .unique)
    container.register(W765.init, scope: .unique)
    container.register(W766.init, scope: .unique)
    container.register(W767.init, scope: .unique)
    container.register(W768.init, scope: .unique)
    container.register(W769.init, scope: .unique)
    container.register(W770.init, scope: .unique)
    container.register(W771.init, scope: .unique)
    container.register(W772.init, scope: .unique)
    container.register(W773.init, scope: .unique)
    container.register(W774.init, scope: .unique)
    container.register(W775.init, scope: .unique)
    container.register(W776.init, scope: .unique)
    container.register(W777.init, scope: .unique)
    container.register(W778.init, scope: .unique)
    container.register(W779.init, scope: .unique)
    container.register(W780.init, scope: .unique)
    container.register(W781.init, scope: .unique)
    container.register(W782.init, scope: .unique)
    container.register(W783.init, scope: .unique)
    container.register(W784.init, scope: .unique)
    container.register(W785.init, scope: .unique)
    container.register(W786.init, scope: .unique)
    container.register(W787.init, scope: .unique)
    container.register(W788.init, scope: .unique)
    container.register(W789.init, scope: .unique)
    container.register(W790.init, scope: .unique)
    container.register(W791.init, scope: .unique)
    container.register(W792.init, scope: .unique)
    container.register(W793.init, scope: .unique)
    container.register(W794.init, scope: .unique)
    container.register(W795.init, scope: .unique)
    container.register(W796.init, scope: .unique)
    container.register(W797.init, scope: .unique)
    container.register(W798.init, scope: .unique)
    container.register(W799.init, scope: .unique)
}

@inline(never)
func registerWiredPart8(in container: DIRuntime.Container) {
    container.register(W800.init, scope: .unique)
    container.register(W801.init, scope: .unique)
    container.register(W802.init, scope: .unique)
    container.register(W803.init, scope: .unique)
    container.register(W804.init, scope: .unique)
    container.register(W805.init, scope: .unique)
    container.register(W806.init, scope: .unique)
    container.register(W807.init, scope: .unique)
    container.register(W808.init, scope: .unique)
    container.register(W809.init, scope: .unique)
    container.register(W810.init, scope: .unique)
    container.register(W811.init, scope: .unique)
    container.register(W812.init, scope: .unique)
    container.register(W813.init, scope: .unique)
    container.register(W814.init, scope: .unique)
    container.register(W815.init, scope: .unique)
    container.register(W816.init, scope: .unique)
    container.register(W817.init, scope: .unique)
    container.register(W818.init, scope: .unique)
    container.register(W819.init, scope: .unique)
    container.register(W820.init, scope: .unique)
    container.register(W821.init, scope: .unique)
    container.register(W822.init, scope: .unique)
    container.register(W823.init, scope: .unique)
    container.register(W824.init, scope: .unique)
    container.register(W825.init, scope: .unique)
    container.register(W826.init, scope: .unique)
    container.register(W827.init, scope: .unique)
    container.register(W828.init, scope: .unique)
    container.register(W829.init, scope: .unique)
    container.register(W830.init, scope: .unique)
    container.register(W831.init, scope: .unique)
    container.register(W832.init, scope: .unique)
    container.register(W833.init, scope: .unique)
    container.register(W834.init, scope: .unique)
    container.register(W835.init, scope: .unique)
    container.register(W836.init, scope: .unique)
    container.register(W837.init, scope: .unique)
    container.register(W838.init, scope: .unique)
    container.register(W839.init, scope: .unique)
    container.register(W840.init, scope: .unique)
    container.register(W841.init, scope: .unique)
    container.register(W842.init, scope: .unique)
    container.register(W843.init, scope: .unique)
    container.register(W844.init, scope: .unique)
    container.register(W845.init, scope: .unique)
    container.register(W846.init, scope: .unique)
    container.register(W847.init, scope: .unique)
    container.register(W848.init, scope: .unique)
    container.register(W849.init, scope: .unique)
    container.register(W850.init, scope: .unique)
    container.register(W851.init, scope: .unique)
    container.register(W852.init, scope: .unique)
    container.register(W853.init, scope: .unique)
    container.register(W854.init, scope: .unique)
    container.register(W855.init, scope: .unique)
    container.register(W856.init, scope: .unique)
    container.register(W857.init, scope: .unique)
    container.register(W858.init, scope: .unique)
    container.register(W859.init, scope: .unique)
    container.register(W860.init, scope: .unique)
    container.register(W861.init, scope: .unique)
    container.register(W862.init, scope: .unique)
    container.register(W863.init, scope: .unique)
    container.register(W864.init, scope: .unique)
    container.register(W865.init, scope: .unique)
    container.register(W866.init, scope: .unique)
    container.register(W867.init, scope: .unique)
    container.register(W868.init, scope: .unique)
    container.register(W869.init, scope: .unique)
    container.register(W870.init, scope: .unique)
    container.register(W871.init, scope: .unique)
    container.register(W872.init, scope: .unique)
    container.register(W873.init, scope: .unique)
    container.register(W874.init, scope: .unique)
    container.register(W875.init, scope: .unique)
    container.register(W876.init, scope: .unique)
    container.register(W877.init, scope: .unique)
    container.register(W878.init, scope: .unique)
    container.register(W879.init, scope: .unique)
    container.register(W880.init, scope: .unique)
    container.register(W881.init, scope: .unique)
    container.register(W882.init, scope: .unique)
    container.register(W883.init, scope: .unique)
    container.register(W884.init, scope: .unique)
    container.register(W885.init, scope: .unique)
    container.register(W886.init, scope: .unique)
    container.register(W887.init, scope: .unique)
    container.register(W888.init, scope: .unique)
    container.register(W889.init, scope: .unique)
    container.register(W890.init, scope: .unique)
    container.register(W891.init, scope: .unique)
    container.register(W892.init, scope: .unique)
    container.register(W893.init, scope: .unique)
    container.register(W894.init, scope: .unique)
    container.register(W895.init, scope: .unique)
    container.register(W896.init, scope: .unique)
    container.register(W897.init, scope: .unique)
    container.register(W898.init, scope: .unique)
    container.register(W899.init, scope: .unique)
}

@inline(never)
func registerWiredPart9(in container: DIRuntime.Container) {
    container.register(W900.init, scope: .unique)
    container.register(W901.init, scope: .unique)
    container.register(W902.init, scope: .unique)
    container.register(W903.init, scope: .unique)
    container.register(W904.init, scope: .unique)
    container.register(W905.init, scope: .unique)
    container.register(W906.init, scope: .unique)
    container.register(W907.init, scope: .unique)
    container.register(W908.init, scope: .unique)
    container.register(W909.init, scope: .unique)
    container.register(W910.init, scope: .unique)
    container.register(W911.init, scope: .unique)
    container.register(W912.init, scope: .unique)
    container.register(W913.init, scope: .unique)
    container.register(W914.init, scope: .unique)
    container.register(W915.init, scope: .unique)
    container.register(W916.init, scope: .unique)
    container.register(W917.init, scope: .unique)
    container.register(W918.init, scope: .unique)
    container.register(W919.init, scope: .unique)
    container.register(W920.init, scope: .unique)
    container.register(W921.init, scope: .unique)
    container.register(W922.init, scope: .unique)
    container.register(W923.init, scope: .unique)
    container.register(W924.init, scope: .unique)
    container.register(W925.init, scope: .unique)
    container.register(W926.init, scope: .unique)
    container.register(W927.init, scope: .unique)
    container.register(W928.init, scope: .unique)
    container.register(W929.init, scope: .unique)
    container.register(W930.init, scope: .unique)
    container.register(W931.init, scope: .unique)
    container.register(W932.init, scope: .unique)
    container.register(W933.init, scope: .unique)
    container.register(W934.init, scope: .unique)
    container.register(W935.init, scope: .unique)
    container.register(W936.init, scope: .unique)
    container.register(W937.init, scope: .unique)
    container.register(W938.init, scope: .unique)
    container.register(W939.init, scope: .unique)
    container.register(W940.init, scope: .unique)
    container.register(W941.init, scope: .unique)
    container.register(W942.init, scope: .unique)
    container.register(W943.init, scope: .unique)
    container.register(W944.init, scope: .unique)
    container.register(W945.init, scope: .unique)
    container.register(W946.init, scope: .unique)
    container.register(W947.init, scope: .unique)
    container.register(W948.init, scope: .unique)
    container.register(W949.init, scope: .unique)
    container.register(W950.init, scope: .unique)
    container.register(W951.init, scope: .unique)
    container.register(W952.init, scope: .unique)
    container.register(W953.init, scope: .unique)
    container.register(W954.init, scope: .unique)
    container.register(W955.init, scope: .unique)
    container.register(W956.init, scope: .unique)
    container.register(W957.init, scope: .unique)
    container.register(W958.init, scope: .unique)
    container.register(W959.init, scope: .unique)
    container.register(W960.init, scope: .unique)
    container.register(W961.init, scope: .unique)
    container.register(W962.init, scope: .unique)
    container.register(W963.init, scope: .unique)
    container.register(W964.init, scope: .unique)
    container.register(W965.init, scope: .unique)
    container.register(W966.init, scope: .unique)
    container.register(W967.init, scope: .unique)
    container.register(W968.init, scope: .unique)
    container.register(W969.init, scope: .unique)
    container.register(W970.init, scope: .unique)
    container.register(W971.init, scope: .unique)
    container.register(W972.init, scope: .unique)
    container.register(W973.init, scope: .unique)
    container.register(W974.init, scope: .unique)
    container.register(W975.init, scope: .unique)
    container.register(W976.init, scope: .unique)
    container.register(W977.init, scope: .unique)
    container.register(W978.init, scope: .unique)
    container.register(W979.init, scope: .unique)
    container.register(W980.init, scope: .unique)
    container.register(W981.init, scope: .unique)
    container.register(W982.init, scope: .unique)
    container.register(W983.init, scope: .unique)
    container.register(W984.init, scope: .unique)
    container.register(W985.init, scope: .unique)
    container.register(W986.init, scope: .unique)
    container.register(W987.init, scope: .unique)
    container.register(W988.init, scope: .unique)
    container.register(W989.init, scope: .unique)
    container.register(W990.init, scope: .unique)
    container.register(W991.init, scope: .unique)
    container.register(W992.init, scope: .unique)
    container.register(W993.init, scope: .unique)
    container.register(W994.init, scope: .unique)
    container.register(W995.init, scope: .unique)
    container.register(W996.init, scope: .unique)
    container.register(W997.init, scope: .unique)
    container.register(W998.init, scope: .unique)
    container.register(W999.init, scope: .unique)
}

@inline(never)
func registerWiredPart10(in container: DIRuntime.Container) {
    container.register(W1000.init, scope: .unique)
    container.register(W1001.init, scope: .unique)
    container.register(W1002.init, scope: .unique)
    container.register(W1003.init, scope: .unique)
    container.register(W1004.init, scope: .unique)
    container.register(W1005.init, scope: .unique)
    container.register(W1006.init, scope: .unique)
    container.register(W1007.init, scope: .unique)
    container.register(W1008.init, scope: .unique)
    container.register(W1009.init, scope: .unique)
    container.register(W1010.init, scope: .unique)
    container.register(W1011.init, scope: .unique)
    container.register(W1012.init, scope: .unique)
    container.register(W1013.init, scope: .unique)
    container.register(W1014.init, scope: .unique)
    container.register(W1015.init, scope: .unique)
    container.register(W1016.init, scope: .unique)
    container.register(W1017.init, scope: .unique)
    container.register(W1018.init, scope: .unique)
    container.register(W1019.init, scope: .unique)
    container.register(W1020.init, scope: .unique)
    container.register(W1021.init, scope: .unique)
    container.register(W1022.init, scope: .unique)
    container.register(W1023.init, scope: .unique)
    container.register(W1024.init, scope: .unique)
    container.register(W1025.init, scope: .unique)
    container.register(W1026.init, scope: .unique)
    container.register(W1027.init, scope: .unique)
    container.register(W1028.init, scope: .unique)
    container.register(W1029.init, scope: .unique)
    container.register(W1030.init, scope: .unique)
    container.register(W1031.init, scope: .unique)
    container.register(W1032.init, scope: .unique)
    container.register(W1033.init, scope: .unique)
    container.register(W1034.init, scope: .unique)
    container.register(W1035.init, scope: .unique)
    container.register(W1036.init, scope: .unique)
    container.register(W1037.init, scope: .unique)
    container.register(W1038.init, scope: .unique)
    container.register(W1039.init, scope: .unique)
    container.register(W1040.init, scope: .unique)
    container.register(W1041.init, scope: .unique)
    container.register(W1042.init, scope: .unique)
    container.register(W1043.init, scope: .unique)
    container.register(W1044.init, scope: .unique)
    container.register(W1045.init, scope: .unique)
    container.register(W1046.init, scope: .unique)
    container.register(W1047.init, scope: .unique)
    container.register(W1048.init, scope: .unique)
    container.register(W1049.init, scope: .unique)
    container.register(W1050.init, scope: .unique)
    container.register(W1051.init, scope: .unique)
    container.register(W1052.init, scope: .unique)
    container.register(W1053.init, scope: .unique)
    container.register(W1054.init, scope: .unique)
    container.register(W1055.init, scope: .unique)
    container.register(W1056.init, scope: .unique)
    container.register(W1057.init, scope: .unique)
    container.register(W1058.init, scope: .unique)
    container.register(W1059.init, scope: .unique)
    container.register(W1060.init, scope: .unique)
    container.register(W1061.init, scope: .unique)
    container.register(W1062.init, scope: .unique)
    container.register(W1063.init, scope: .unique)
    container.register(W1064.init, scope: .unique)
    container.register(W1065.init, scope: .unique)
    container.register(W1066.init, scope: .unique)
    container.register(W1067.init, scope: .unique)
    container.register(W1068.init, scope: .unique)
    container.register(W1069.init, scope: .unique)
    container.register(W1070.init, scope: .unique)
    container.register(W1071.init, scope: .unique)
    container.register(W1072.init, scope: .unique)
    container.register(W1073.init, scope: .unique)
    container.register(W1074.init, scope: .unique)
    container.register(W1075.init, scope: .unique)
    container.register(W1076.init, scope: .unique)
    container.register(W1077.init, scope: .unique)
    container.register(W1078.init, scope: .unique)
    container.register(W1079.init, scope: .unique)
    container.register(W1080.init, scope: .unique)
    container.register(W1081.init, scope: .unique)
    container.register(W1082.init, scope: .unique)
    container.register(W1083.init, scope: .unique)
    container.register(W1084.init, scope: .unique)
    container.register(W1085.init, scope: .unique)
    container.register(W1086.init, scope: .unique)
    container.register(W1087.init, scope: .unique)
    container.register(W1088.init, scope: .unique)
    container.register(W1089.init, scope: .unique)
    container.register(W1090.init, scope: .unique)
    container.register(W1091.init, scope: .unique)
    container.register(W1092.init, scope: .unique)
    container.register(W1093.init, scope: .unique)
    container.register(W1094.init, scope: .unique)
    container.register(W1095.init, scope: .unique)
    container.register(W1096.init, scope: .unique)
    container.register(W1097.init, scope: .unique)
    container.register(W1098.init, scope: .unique)
    container.register(W1099.init, scope: .unique)
}

@inline(never)
func registerWiredPart11(in container: DIRuntime.Container) {
    container.register(W1100.init, scope: .unique)
    container.register(W1101.init, scope: .unique)
    container.register(W1102.init, scope: .unique)
    container.register(W1103.init, scope: .unique)
    container.register(W1104.init, scope: .unique)
    container.register(W1105.init, scope: .unique)
    container.register(W1106.init, scope: .unique)
    container.register(W1107.init, scope: .unique)
    container.register(W1108.init, scope: .unique)
    container.register(W1109.init, scope: .unique)
    container.register(W1110.init, scope: .unique)
    container.register(W1111.init, scope: .unique)
    container.register(W1112.init, scope: .unique)
    container.register(W1113.init, scope: .unique)
    container.register(W1114.init, scope: .unique)
    container.register(W1115.init, scope: .unique)
    container.register(W1116.init, scope: .unique)
    container.register(W1117.init, scope: .unique)
    container.register(W1118.init, scope: .unique)
    container.register(W1119.init, scope: .unique)
    container.register(W1120.init, scope: .unique)
    container.register(W1121.init, scope: .unique)
    container.register(W1122.init, scope: .unique)
    container.register(W1123.init, scope: .unique)
    container.register(W1124.init, scope: .unique)
    container.register(W1125.init, scope: .unique)
    container.register(W1126.init, scope: .unique)
    container.register(W1127.init, scope: .unique)
    container.register(W1128.init, scope: .unique)
    container.register(W1129.init, scope: .unique)
    container.register(W1130.init, scope: .unique)
    container.register(W1131.init, scope: .unique)
    container.register(W1132.init, scope: .unique)
    container.register(W1133.init, scope: .unique)
    container.register(W1134.init, scope: .unique)
    container.register(W1135.init, scope: .unique)
    container.register(W1136.init, scope: .unique)
    container.register(W1137.init, scope: .unique)
    container.register(W1138.init, scope: .unique)
    container.register(W1139.init, scope: .unique)
    container.register(W1140.init, scope: .unique)
    container.register(W1141.init, scope: .unique)
    container.register(W1142.init, scope: .unique)
    container.register(W1143.init, scope: .unique)
    container.register(W1144.init, scope: .unique)
    container.register(W1145.init, scope: .unique)
    container.register(W1146.init, scope: .unique)
    container.register(W1147.init, scope: .unique)
    container.register(W1148.init, scope: .unique)
    container.register(W1149.init, scope: .unique)
    container.register(W1150.init, scope: .unique)
    container.register(W1151.init, scope: .unique)
    container.register(W1152.init, scope: .unique)
    container.register(W1153.init, scope: .unique)
    container.register(W1154.init, scope: .unique)
    container.register(W1155.init, scope: .unique)
    container.register(W1156.init, scope: .unique)
    container.register(W1157.init, scope: .unique)
    container.register(W1158.init, scope: .unique)
    container.register(W1159.init, scope: .unique)
    container.register(W1160.init, scope: .unique)
    container.register(W1161.init, scope: .unique)
    container.register(W1162.init, scope: .unique)
    container.register(W1163.init, scope: .unique)
    container.register(W1164.init, scope: .unique)
    container.register(W1165.init, scope: .unique)
    container.register(W1166.init, scope: .unique)
    container.register(W1167.init, scope: .unique)
    container.register(W1168.init, scope: .unique)
    container.register(W1169.init, scope: .unique)
    container.register(W1170.init, scope: .unique)
    container.register(W1171.init, scope: .unique)
    container.register(W1172.init, scope: .unique)
    container.register(W1173.init, scope: .unique)
    container.register(W1174.init, scope: .unique)
    container.register(W1175.init, scope: .unique)
    container.register(W1176.init, scope: .unique)
    container.register(W1177.init, scope: .unique)
    container.register(W1178.init, scope: .unique)
    container.register(W1179.init, scope: .unique)
    container.register(W1180.init, scope: .unique)
    container.register(W1181.init, scope: .unique)
    container.register(W1182.init, scope: .unique)
    container.register(W1183.init, scope: .unique)
    container.register(W1184.init, scope: .unique)
    container.register(W1185.init, scope: .unique)
    container.register(W1186.init, scope: .unique)
    container.register(W1187.init, scope: .unique)
    container.register(W1188.init, scope: .unique)
    container.register(W1189.init, scope: .unique)
    container.register(W1190.init, scope: .unique)
    container.register(W1191.init, scope: .unique)
    container.register(W1192.init, scope: .unique)
    container.register(W1193.init, scope: .unique)
    container.register(W1194.init, scope: .unique)
    container.register(W1195.init, scope: .unique)
    container.register(W1196.init, scope: .unique)
    container.register(W1197.init, scope: .unique)
    container.register(W1198.init, scope: .unique)
    container.register(W1199.init, scope: .unique)
}

@inline(never)
func registerWiredPart12(in container: DIRuntime.Container) {
    container.register(W1200.init, scope: .unique)
    container.register(W1201.init, scope: .unique)
    container.register(W1202.init, scope: .unique)
    container.register(W1203.init, scope: .unique)
    container.register(W1204.init, scope: .unique)
    container.register(W1205.init, scope: .unique)
    container.register(W1206.init, scope: .unique)
    container.register(W1207.init, scope: .unique)
    container.register(W1208.init, scope: .unique)
    container.register(W1209.init, scope: .unique)
    container.register(W1210.init, scope: .unique)
    container.register(W1211.init, scope: .unique)
    container.register(W1212.init, scope: .unique)
    container.register(W1213.init, scope: .unique)
    container.register(W1214.init, scope: .unique)
    container.register(W1215.init, scope: .unique)
    container.register(W1216.init, scope: .unique)
    container.register(W1217.init, scope: .unique)
    container.register(W1218.init, scope: .unique)
    container.register(W1219.init, scope: .unique)
    container.register(W1220.init, scope: .unique)
    container.register(W1221.init, scope: .unique)
    container.register(W1222.init, scope: .unique)
    container.register(W1223.init, scope: .unique)
    container.register(W1224.init, scope: .unique)
    container.register(W1225.init, scope: .unique)
    container.register(W1226.init, scope: .unique)
    container.register(W1227.init, scope: .unique)
    container.register(W1228.init, scope: .unique)
    container.register(W1229.init, scope: .unique)
    container.register(W1230.init, scope: .unique)
    container.register(W1231.init, scope: .unique)
    container.register(W1232.init, scope: .unique)
    container.register(W1233.init, scope: .unique)
    container.register(W1234.init, scope: .unique)
    container.register(W1235.init, scope: .unique)
    container.register(W1236.init, scope: .unique)
    container.register(W1237.init, scope: .unique)
    container.register(W1238.init, scope: .unique)
    container.register(W1239.init, scope: .unique)
    container.register(W1240.init, scope: .unique)
    container.register(W1241.init, scope: .unique)
    container.register(W1242.init, scope: .unique)
    container.register(W1243.init, scope: .unique)
    container.register(W1244.init, scope: .unique)
    container.register(W1245.init, scope: .unique)
    container.register(W1246.init, scope: .unique)
    container.register(W1247.init, scope: .unique)
    container.register(W1248.init, scope: .unique)
    container.register(W1249.init, scope: .unique)
    container.register(W1250.init, scope: .unique)
    container.register(W1251.init, scope: .unique)
    container.register(W1252.init, scope: .unique)
    container.register(W1253.init, scope: .unique)
    container.register(W1254.init, scope: .unique)
    container.register(W1255.init, scope: .unique)
    container.register(W1256.init, scope: .unique)
    container.register(W1257.init, scope: .unique)
    container.register(W1258.init, scope: .unique)
    container.register(W1259.init, scope: .unique)
    container.register(W1260.init, scope: .unique)
    container.register(W1261.init, scope: .unique)
    container.register(W1262.init, scope: .unique)
    container.register(W1263.init, scope: .unique)
    container.register(W1264.init, scope: .unique)
    container.register(W1265.init, scope: .unique)
    container.register(W1266.init, scope: .unique)
    container.register(W1267.init, scope: .unique)
    container.register(W1268.init, scope: .unique)
    container.register(W1269.init, scope: .unique)
    container.register(W1270.init, scope: .unique)
    container.register(W1271.init, scope: .unique)
    container.register(W1272.init, scope: .unique)
    container.register(W1273.init, scope: .unique)
    container.register(W1274.init, scope: .unique)
    container.register(W1275.init, scope: .unique)
    container.register(W1276.init, scope: .unique)
    container.register(W1277.init, scope: .unique)
    container.register(W1278.init, scope: .unique)
    container.register(W1279.init, scope: .unique)
    container.register(W1280.init, scope: .unique)
    container.register(W1281.init, scope: .unique)
    container.register(W1282.init, scope: .unique)
    container.register(W1283.init, scope: .unique)
    container.register(W1284.init, scope: .unique)
    container.register(W1285.init, scope: .unique)
    container.register(W1286.init, scope: .unique)
    container.register(W1287.init, scope: .unique)
    container.register(W1288.init, scope: .unique)
    container.register(W1289.init, scope: .unique)
    container.register(W1290.init, scope: .unique)
    container.register(W1291.init, scope: .unique)
    container.register(W1292.init, scope: .unique)
    container.register(W1293.init, scope: .unique)
    container.register(W1294.init, scope: .unique)
    container.register(W1295.init, scope: .unique)
    container.register(W1296.init, scope: .unique)
    container.register(W1297.init, scope: .unique)
    container.register(W1298.init, scope: .unique)
    container.register(W1299.init, scope: .unique)
}

@inline(never)
func registerWiredPart13(in container: DIRuntime.Container) {
    container.register(W1300.init, scope: .unique)
    container.register(W1301.init, scope: .unique)
    container.register(W1302.init, scope: .unique)
    container.register(W1303.init, scope: .unique)
    container.register(W1304.init, scope: .unique)
    container.register(W1305.init, scope: .unique)
    container.register(W1306.init, scope: .unique)
    container.register(W1307.init, scope: .unique)
    container.register(W1308.init, scope: .unique)
    container.register(W1309.init, scope: .unique)
    container.register(W1310.init, scope: .unique)
    container.register(W1311.init, scope: .unique)
    container.register(W1312.init, scope: .unique)
    container.register(W1313.init, scope: .unique)
    container.register(W1314.init, scope: .unique)
    container.register(W1315.init, scope: .unique)
    container.register(W1316.init, scope: .unique)
    container.register(W1317.init, scope: .unique)
    container.register(W1318.init, scope: .unique)
    container.register(W1319.init, scope: .unique)
    container.register(W1320.init, scope: .unique)
    container.register(W1321.init, scope: .unique)
    container.register(W1322.init, scope: .unique)
    container.register(W1323.init, scope: .unique)
    container.register(W1324.init, scope: .unique)
    container.register(W1325.init, scope: .unique)
    container.register(W1326.init, scope: .unique)
    container.register(W1327.init, scope: .unique)
    container.register(W1328.init, scope: .unique)
    container.register(W1329.init, scope: .unique)
    container.register(W1330.init, scope: .unique)
    container.register(W1331.init, scope: .unique)
    container.register(W1332.init, scope: .unique)
    container.register(W1333.init, scope: .unique)
    container.register(W1334.init, scope: .unique)
    container.register(W1335.init, scope: .unique)
    container.register(W1336.init, scope: .unique)
    container.register(W1337.init, scope: .unique)
    container.register(W1338.init, scope: .unique)
    container.register(W1339.init, scope: .unique)
    container.register(W1340.init, scope: .unique)
    container.register(W1341.init, scope: .unique)
    container.register(W1342.init, scope: .unique)
    container.register(W1343.init, scope: .unique)
    container.register(W1344.init, scope: .unique)
    container.register(W1345.init, scope: .unique)
    container.register(W1346.init, scope: .unique)
    container.register(W1347.init, scope: .unique)
    container.register(W1348.init, scope: .unique)
    container.register(W1349.init, scope: .unique)
    container.register(W1350.init, scope: .unique)
    container.register(W1351.init, scope: .unique)
    container.register(W1352.init, scope: .unique)
    container.register(W1353.init, scope: .unique)
    container.register(W1354.init, scope: .unique)
    container.register(W1355.init, scope: .unique)
    container.register(W1356.init, scope: .unique)
    container.register(W1357.init, scope: .unique)
    container.register(W1358.init, scope: .unique)
    container.register(W1359.init, scope: .unique)
    container.register(W1360.init, scope: .unique)
    container.register(W1361.init, scope: .unique)
    container.register(W1362.init, scope: .unique)
    container.register(W1363.init, scope: .unique)
    container.register(W1364.init, scope: .unique)
    container.register(W1365.init, scope: .unique)
    container.register(W1366.init, scope: .unique)
    container.register(W1367.init, scope: .unique)
    container.register(W1368.init, scope: .unique)
    container.register(W1369.init, scope: .unique)
    container.register(W1370.init, scope: .unique)
    container.register(W1371.init, scope: .unique)
    container.register(W1372.init, scope: .unique)
    container.register(W1373.init, scope: .unique)
    container.register(W1374.init, scope: .unique)
    container.register(W1375.init, scope: .unique)
    container.register(W1376.init, scope: .unique)
    container.register(W1377.init, scope: .unique)
    container.register(W1378.init, scope: .unique)
    container.register(W1379.init, scope: .unique)
    container.register(W1380.init, scope: .unique)
    container.register(W1381.init, scope: .unique)
    container.register(W1382.init, scope: .unique)
    container.register(W1383.init, scope: .unique)
    container.register(W1384.init, scope: .unique)
    container.register(W1385.init, scope: .unique)
    container.register(W1386.init, scope: .unique)
    container.register(W1387.init, scope: .unique)
    container.register(W1388.init, scope: .unique)
    container.register(W1389.init, scope: .unique)
    container.register(W1390.init, scope: .unique)
    container.register(W1391.init, scope: .unique)
    container.register(W1392.init, scope: .unique)
    container.register(W1393.init, scope: .unique)
    container.register(W1394.init, scope: .unique)
    container.register(W1395.init, scope: .unique)
    container.register(W1396.init, scope: .unique)
    container.register(W1397.init, scope: .unique)
    container.register(W1398.init, scope: .unique)
    container.register(W1399.init, scope: .unique)
}

@inline(never)
func registerWiredPart14(in container: DIRuntime.Container) {
    container.register(W1400.init, scope: .unique)
    container.register(W1401.init, scope: .unique)
    container.register(W1402.init, scope: .unique)
    container.register(W1403.init, scope: .unique)
    container.register(W1404.init, scope: .unique)
    container.register(W1405.init, scope: .unique)
    container.register(W1406.init, scope: .unique)
    container.register(W1407.init, scope: .unique)
    container.register(W1408.init, scope: .unique)
    container.register(W1409.init, scope: .unique)
    container.register(W1410.init, scope: .unique)
    container.register(W1411.init, scope: .unique)
    container.register(W1412.init, scope: .unique)
    container.register(W1413.init, scope: .unique)
    container.register(W1414.init, scope: .unique)
    container.register(W1415.init, scope: .unique)
    container.register(W1416.init, scope: .unique)
    container.register(W1417.init, scope: .unique)
    container.register(W1418.init, scope: .unique)
    container.register(W1419.init, scope: .unique)
    container.register(W1420.init, scope: .unique)
    container.register(W1421.init, scope: .unique)
    container.register(W1422.init, scope: .unique)
    container.register(W1423.init, scope: .unique)
    container.register(W1424.init, scope: .unique)
    container.register(W1425.init, scope: .unique)
    container.register(W1426.init, scope: .unique)
    container.register(W1427.init, scope: .unique)
    container.register(W1428.init, scope: .unique)
    container.register(W1429.init, scope: .unique)
    container.register(W1430.init, scope: .unique)
    container.register(W1431.init, scope: .unique)
    container.register(W1432.init, scope: .unique)
    container.register(W1433.init, scope: .unique)
    container.register(W1434.init, scope: .unique)
    container.register(W1435.init, scope: .unique)
    container.register(W1436.init, scope: .unique)
    container.register(W1437.init, scope: .unique)
    container.register(W1438.init, scope: .unique)
    container.register(W1439.init, scope: .unique)
    container.register(W1440.init, scope: .unique)
    container.register(W1441.init, scope: .unique)
    container.register(W1442.init, scope: .unique)
    container.register(W1443.init, scope: .unique)
    container.register(W1444.init, scope: .unique)
    container.register(W1445.init, scope: .unique)
    container.register(W1446.init, scope: .unique)
    container.register(W1447.init, scope: .unique)
    container.register(W1448.init, scope: .unique)
    container.register(W1449.init, scope: .unique)
    container.register(W1450.init, scope: .unique)
    container.register(W1451.init, scope: .unique)
    container.register(W1452.init, scope: .unique)
    container.register(W1453.init, scope: .unique)
    container.register(W1454.init, scope: .unique)
    container.register(W1455.init, scope: .unique)
    container.register(W1456.init, scope: .unique)
    container.register(W1457.init, scope: .unique)
    container.register(W1458.init, scope: .unique)
    container.register(W1459.init, scope: .unique)
    container.register(W1460.init, scope: .unique)
    container.register(W1461.init, scope: .unique)
    container.register(W1462.init, scope: .unique)
    container.register(W1463.init, scope: .unique)
    container.register(W1464.init, scope: .unique)
    container.register(W1465.init, scope: .unique)
    container.register(W1466.init, scope: .unique)
    container.register(W1467.init, scope: .unique)
    container.register(W1468.init, scope: .unique)
    container.register(W1469.init, scope: .unique)
    container.register(W1470.init, scope: .unique)
    container.register(W1471.init, scope: .unique)
    container.register(W1472.init, scope: .unique)
    container.register(W1473.init, scope: .unique)
    container.register(W1474.init, scope: .unique)
    container.register(W1475.init, scope: .unique)
    container.register(W1476.init, scope: .unique)
    container.register(W1477.init, scope: .unique)
    container.register(W1478.init, scope: .unique)
    container.register(W1479.init, scope: .unique)
    container.register(W1480.init, scope: .unique)
    container.register(W1481.init, scope: .unique)
    container.register(W1482.init, scope: .unique)
    container.register(W1483.init, scope: .unique)
    container.register(W1484.init, scope: .unique)
    container.register(W1485.init, scope: .unique)
    container.register(W1486.init, scope: .unique)
    container.register(W1487.init, scope: .unique)
    container.register(W1488.init, scope: .unique)
    container.register(W1489.init, scope: .unique)
    container.register(W1490.init, scope: .unique)
    container.register(W1491.init, scope: .unique)
    container.register(W1492.init, scope: .unique)
    container.register(W1493.init, scope: .unique)
    container.register(W1494.init, scope: .unique)
    container.register(W1495.init, scope: .unique)
    container.register(W1496.init, scope: .unique)
    container.register(W1497.init, scope: .unique)
    container.register(W1498.init, scope: .unique)
    container.register(W1499.init, scope: .unique)
}

@inline(never)
func registerWiredPart15(in container: DIRuntime.Container) {
    container.register(W1500.init, scope: .unique)
    container.register(W1501.init, scope: .unique)
    container.register(W1502.init, scope: .unique)
    container.register(W1503.init, scope: .unique)
    container.register(W1504.init, scope: .unique)
    container.register(W1505.init, scope: .unique)
    container.register(W1506.init, scope: .unique)
    container.register(W1507.init, scope: .unique)
    container.register(W1508.init, scope: .unique)
    container.register(W1509.init, scope: .unique)
    container.register(W1510.init, scope: .unique)
    container.register(W1511.init, scope: .unique)
    container.register(W1512.init, scope: .unique)
    container.register(W1513.init, scope: .unique)
    container.register(W1514.init, scope: .unique)
    container.register(W1515.init, scope: .unique)
    container.register(W1516.init, scope: .unique)
    container.register(W1517.init, scope: .unique)
    container.register(W1518.init, scope: .unique)
    container.register(W1519.init, scope: .unique)
    container.register(W1520.init, scope: .unique)
    container.register(W1521.init, scope: .unique)
    container.register(W1522.init, scope: .unique)
    container.register(W1523.init, scope: .unique)
    container.register(W1524.init, scope: .unique)
    container.register(W1525.init, scope: .unique)
    container.register(W1526.init, scope: .unique)
    container.register(W1527.init, scope: .unique)
    container.register(W1528.init, scope: .unique)
    container.register(W1529.init, scope: .unique)
    container.register(W1530.init, scope: .unique)
    container.register(W1531.init, scope: .unique)
    container.register(W1532.init, scope: .unique)
    container.register(W1533.init, scope: .unique)
    container.register(W1534.init, scope: .unique)
    container.register(W1535.init, scope: .unique)
    container.register(W1536.init, scope: .unique)
    container.register(W1537.init, scope: .unique)
    container.register(W1538.init, scope: .unique)
    container.register(W1539.init, scope: .unique)
    container.register(W1540.init, scope: .unique)
    container.register(W1541.init, scope: .unique)
    container.register(W1542.init, scope: .unique)
    container.register(W1543.init, scope: .unique)
    container.register(W1544.init, scope: .unique)
    container.register(W1545.init, scope: .unique)
    container.register(W1546.init, scope: .unique)
    container.register(W1547.init, scope: .unique)
    container.register(W1548.init, scope: .unique)
    container.register(W1549.init, scope: .unique)
    container.register(W1550.init, scope: .unique)
    container.register(W1551.init, scope: .unique)
    container.register(W1552.init, scope: .unique)
    container.register(W1553.init, scope: .unique)
    container.register(W1554.init, scope: .unique)
    container.register(W1555.init, scope: .unique)
    container.register(W1556.init, scope: .unique)
    container.register(W1557.init, scope: .unique)
    container.register(W1558.init, scope: .unique)
    container.register(W1559.init, scope: .unique)
    container.register(W1560.init, scope: .unique)
    container.register(W1561.init, scope: .unique)
    container.register(W1562.init, scope: .unique)
    container.register(W1563.init, scope: .unique)
    container.register(W1564.init, scope: .unique)
    container.register(W1565.init, scope: .unique)
    container.register(W1566.init, scope: .unique)
    container.register(W1567.init, scope: .unique)
    container.register(W1568.init, scope: .unique)
    container.register(W1569.init, scope: .unique)
    container.register(W1570.init, scope: .unique)
    container.register(W1571.init, scope: .unique)
    container.register(W1572.init, scope: .unique)
    container.register(W1573.init, scope: .unique)
    container.register(W1574.init, scope: .unique)
    container.register(W1575.init, scope: .unique)
    container.register(W1576.init, scope: .unique)
    container.register(W1577.init, scope: .unique)
    container.register(W1578.init, scope: .unique)
    container.register(W1579.init, scope: .unique)
    container.register(W1580.init, scope: .unique)
    container.register(W1581.init, scope: .unique)
    container.register(W1582.init, scope: .unique)
    container.register(W1583.init, scope: .unique)
    container.register(W1584.init, scope: .unique)
    container.register(W1585.init, scope: .unique)
    container.register(W1586.init, scope: .unique)
    container.register(W1587.init, scope: .unique)
    container.register(W1588.init, scope: .unique)
    container.register(W1589.init, scope: .unique)
    container.register(W1590.init, scope: .unique)
    container.register(W1591.init, scope: .unique)
    container.register(W1592.init, scope: .unique)
    container.register(W1593.init, scope: .unique)
    container.register(W1594.init, scope: .unique)
    container.register(W1595.init, scope: .unique)
    container.register(W1596.init, scope: .unique)
    container.register(W1597.init, scope: .unique)
    container.register(W1598.init, scope: .unique)
    container.register(W1599.init, scope: .unique)
}

@inline(never)
func registerWiredPart16(in container: DIRuntime.Container) {
    container.register(W1600.init, scope: .unique)
    container.register(W1601.init, scope: .unique)
    container.register(W1602.init, scope: .unique)
    container.register(W1603.init, scope: .unique)
    container.register(W1604.init, scope: .unique)
    container.register(W1605.init, scope: .unique)
    container.register(W1606.init, scope: .unique)
    container.register(W1607.init, scope: .unique)
    container.register(W1608.init, scope: .unique)
    container.register(W1609.init, scope: .unique)
    container.register(W1610.init, scope: .unique)
    container.register(W1611.init, scope: .unique)
    container.register(W1612.init, scope: .unique)
    container.register(W1613.init, scope: .unique)
    container.register(W1614.init, scope: .unique)
    container.register(W1615.init, scope: .unique)
    container.register(W1616.init, scope: .unique)
    container.register(W1617.init, scope: .unique)
    container.register(W1618.init, scope: .unique)
    container.register(W1619.init, scope: .unique)
    container.register(W1620.init, scope: .unique)
    container.register(W1621.init, scope: .unique)
    container.register(W1622.init, scope: .unique)
    container.register(W1623.init, scope: .unique)
    container.register(W1624.init, scope: .unique)
    container.register(W1625.init, scope: .unique)
    container.register(W1626.init, scope: .unique)
    container.register(W1627.init, scope: .unique)
    container.register(W1628.init, scope: .unique)
    container.register(W1629.init, scope: .unique)
    container.register(W1630.init, scope: .unique)
    container.register(W1631.init, scope: .unique)
    container.register(W1632.init, scope: .unique)
    container.register(W1633.init, scope: .unique)
    container.register(W1634.init, scope: .unique)
    container.register(W1635.init, scope: .unique)
    container.register(W1636.init, scope: .unique)
    container.register(W1637.init, scope: .unique)
    container.register(W1638.init, scope: .unique)
    container.register(W1639.init, scope: .unique)
    container.register(W1640.init, scope: .unique)
    container.register(W1641.init, scope: .unique)
    container.register(W1642.init, scope: .unique)
    container.register(W1643.init, scope: .unique)
    container.register(W1644.init, scope: .unique)
    container.register(W1645.init, scope: .unique)
    container.register(W1646.init, scope: .unique)
    container.register(W1647.init, scope: .unique)
    container.register(W1648.init, scope: .unique)
    container.register(W1649.init, scope: .unique)
    container.register(W1650.init, scope: .unique)
    container.register(W1651.init, scope: .unique)
    container.register(W1652.init, scope: .unique)
    container.register(W1653.init, scope: .unique)
    container.register(W1654.init, scope: .unique)
    container.register(W1655.init, scope: .unique)
    container.register(W1656.init, scope: .unique)
    container.register(W1657.init, scope: .unique)
    container.register(W1658.init, scope: .unique)
    container.register(W1659.init, scope: .unique)
    container.register(W1660.init, scope: .unique)
    container.register(W1661.init, scope: .unique)
    container.register(W1662.init, scope: .unique)
    container.register(W1663.init, scope: .unique)
    container.register(W1664.init, scope: .unique)
    container.register(W1665.init, scope: .unique)
    container.register(W1666.init, scope: .unique)
    container.register(W1667.init, scope: .unique)
    container.register(W1668.init, scope: .unique)
    container.register(W1669.init, scope: .unique)
    container.register(W1670.init, scope: .unique)
    container.register(W1671.init, scope: .unique)
    container.register(W1672.init, scope: .unique)
    container.register(W1673.init, scope: .unique)
    container.register(W1674.init, scope: .unique)
    container.register(W1675.init, scope: .unique)
    container.register(W1676.init, scope: .unique)
    container.register(W1677.init, scope: .unique)
    container.register(W1678.init, scope: .unique)
    container.register(W1679.init, scope: .unique)
    container.register(W1680.init, scope: .unique)
    container.register(W1681.init, scope: .unique)
    container.register(W1682.init, scope: .unique)
    container.register(W1683.init, scope: .unique)
    container.register(W1684.init, scope: .unique)
    container.register(W1685.init, scope: .unique)
    container.register(W1686.init, scope: .unique)
    container.register(W1687.init, scope: .unique)
    container.register(W1688.init, scope: .unique)
    container.register(W1689.init, scope: .unique)
    container.register(W1690.init, scope: .unique)
    container.register(W1691.init, scope: .unique)
    container.register(W1692.init, scope: .unique)
    container.register(W1693.init, scope: .unique)
    container.register(W1694.init, scope: .unique)
    container.register(W1695.init, scope: .unique)
    container.register(W1696.init, scope: .unique)
    container.register(W1697.init, scope: .unique)
    container.register(W1698.init, scope: .unique)
    container.register(W1699.init, scope: .unique)
}

@inline(never)
func registerWiredPart17(in container: DIRuntime.Container) {
    container.register(W1700.init, scope: .unique)
    container.register(W1701.init, scope: .unique)
    container.register(W1702.init, scope: .unique)
    container.register(W1703.init, scope: .unique)
    container.register(W1704.init, scope: .unique)
    container.register(W1705.init, scope: .unique)
    container.register(W1706.init, scope: .unique)
    container.register(W1707.init, scope: .unique)
    container.register(W1708.init, scope: .unique)
    container.register(W1709.init, scope: .unique)
    container.register(W1710.init, scope: .unique)
    container.register(W1711.init, scope: .unique)
    container.register(W1712.init, scope: .unique)
    container.register(W1713.init, scope: .unique)
    container.register(W1714.init, scope: .unique)
    container.register(W1715.init, scope: .unique)
    container.register(W1716.init, scope: .unique)
    container.register(W1717.init, scope: .unique)
    container.register(W1718.init, scope: .unique)
    container.register(W1719.init, scope: .unique)
    container.register(W1720.init, scope: .unique)
    container.register(W1721.init, scope: .unique)
    container.register(W1722.init, scope: .unique)
    container.register(W1723.init, scope: .unique)
    container.register(W1724.init, scope: .unique)
    container.register(W1725.init, scope: .unique)
    container.register(W1726.init, scope: .unique)
    container.register(W1727.init, scope: .unique)
    container.register(W1728.init, scope: .unique)
    container.register(W1729.init, scope: .unique)
    container.register(W1730.init, scope: .unique)
    container.register(W1731.init, scope: .unique)
    container.register(W1732.init, scope: .unique)
    container.register(W1733.init, scope: .unique)
    container.register(W1734.init, scope: .unique)
    container.register(W1735.init, scope: .unique)
    container.register(W1736.init, scope: .unique)
    container.register(W1737.init, scope: .unique)
    container.register(W1738.init, scope: .unique)
    container.register(W1739.init, scope: .unique)
    container.register(W1740.init, scope: .unique)
    container.register(W1741.init, scope: .unique)
    container.register(W1742.init, scope: .unique)
    container.register(W1743.init, scope: .unique)
    container.register(W1744.init, scope: .unique)
    container.register(W1745.init, scope: .unique)
    container.register(W1746.init, scope: .unique)
    container.register(W1747.init, scope: .unique)
    container.register(W1748.init, scope: .unique)
    container.register(W1749.init, scope: .unique)
    container.register(W1750.init, scope: .unique)
    container.register(W1751.init, scope: .unique)
    container.register(W1752.init, scope: .unique)
    container.register(W1753.init, scope: .unique)
    container.register(W1754.init, scope: .unique)
    container.register(W1755.init, scope: .unique)
    container.register(W1756.init, scope: .unique)
    container.register(W1757.init, scope: .unique)
    container.register(W1758.init, scope: .unique)
    container.register(W1759.init, scope: .unique)
    container.register(W1760.init, scope: .unique)
    container.register(W1761.init, scope: .unique)
    container.register(W1762.init, scope: .unique)
    container.register(W1763.init, scope: .unique)
    container.register(W1764.init, scope: .unique)
    container.register(W1765.init, scope: .unique)
    container.register(W1766.init, scope: .unique)
    container.register(W1767.init, scope: .unique)
    container.register(W1768.init, scope: .unique)
    container.register(W1769.init, scope: .unique)
    container.register(W1770.init, scope: .unique)
    container.register(W1771.init, scope: .unique)
    container.register(W1772.init, scope: .unique)
    container.register(W1773.init, scope: .unique)
    container.register(W1774.init, scope: .unique)
    container.register(W1775.init, scope: .unique)
    container.register(W1776.init, scope: .unique)
    container.register(W1777.init, scope: .unique)
    container.register(W1778.init, scope: .unique)
    container.register(W1779.init, scope: .unique)
    container.register(W1780.init, scope: .unique)
    container.register(W1781.init, scope: .unique)
    container.register(W1782.init, scope: .unique)
    container.register(W1783.init, scope: .unique)
    container.register(W1784.init, scope: .unique)
    container.register(W1785.init, scope: .unique)
    container.register(W1786.init, scope: .unique)
    container.register(W1787.init, scope: .unique)
    container.register(W1788.init, scope: .unique)
    container.register(W1789.init, scope: .unique)
    container.register(W1790.init, scope: .unique)
    container.register(W1791.init, scope: .unique)
    container.register(W1792.init, scope: .unique)
    container.register(W1793.init, scope: .unique)
    container.register(W1794.init, scope: .unique)
    container.register(W1795.init, scope: .unique)
    container.register(W1796.init, scope: .unique)
    container.register(W1797.init, scope: .unique)
    container.register(W1798.init, scope: .unique)
    container.register(W1799.init, scope: .unique)
}

@inline(never)
func registerWiredPart18(in container: DIRuntime.Container) {
    container.register(W1800.init, scope: .unique)
    container.register(W1801.init, scope: .unique)
    container.register(W1802.init, scope: .unique)
    container.register(W1803.init, scope: .unique)
    container.register(W1804.init, scope: .unique)
    container.register(W1805.init, scope: .unique)
    container.register(W1806.init, scope: .unique)
    container.register(W1807.init, scope: .unique)
    container.register(W1808.init, scope: .unique)
    container.register(W1809.init, scope: .unique)
    container.register(W1810.init, scope: .unique)
    container.register(W1811.init, scope: .unique)
    container.register(W1812.init, scope: .unique)
    container.register(W1813.init, scope: .unique)
    container.register(W1814.init, scope: .unique)
    container.register(W1815.init, scope: .unique)
    container.register(W1816.init, scope: .unique)
    container.register(W1817.init, scope: .unique)
    container.register(W1818.init, scope: .unique)
    container.register(W1819.init, scope: .unique)
    container.register(W1820.init, scope: .unique)
    container.register(W1821.init, scope: .unique)
    container.register(W1822.init, scope: .unique)
    container.register(W1823.init, scope: .unique)
    container.register(W1824.init, scope: .unique)
    container.register(W1825.init, scope: .unique)
    container.register(W1826.init, scope: .unique)
    container.register(W1827.init, scope: .unique)
    container.register(W1828.init, scope: .unique)
    container.register(W1829.init, scope: .unique)
    container.register(W1830.init, scope: .unique)
    container.register(W1831.init, scope: .unique)
    container.register(W1832.init, scope: .unique)
    container.register(W1833.init, scope: .unique)
    container.register(W1834.init, scope: .unique)
    container.register(W1835.init, scope: .unique)
    container.register(W1836.init, scope: .unique)
    container.register(W1837.init, scope: .unique)
    container.register(W1838.init, scope: .unique)
    container.register(W1839.init, scope: .unique)
    container.register(W1840.init, scope: .unique)
    container.register(W1841.init, scope: .unique)
    container.register(W1842.init, scope: .unique)
    container.register(W1843.init, scope: .unique)
    container.register(W1844.init, scope: .unique)
    container.register(W1845.init, scope: .unique)
    container.register(W1846.init, scope: .unique)
    container.register(W1847.init, scope: .unique)
    container.register(W1848.init, scope: .unique)
    container.register(W1849.init, scope: .unique)
    container.register(W1850.init, scope: .unique)
    container.register(W1851.init, scope: .unique)
    container.register(W1852.init, scope: .unique)
    container.register(W1853.init, scope: .unique)
    container.register(W1854.init, scope: .unique)
    container.register(W1855.init, scope: .unique)
    container.register(W1856.init, scope: .unique)
    container.register(W1857.init, scope: .unique)
    container.register(W1858.init, scope: .unique)
    container.register(W1859.init, scope: .unique)
    container.register(W1860.init, scope: .unique)
    container.register(W1861.init, scope: .unique)
    container.register(W1862.init, scope: .unique)
    container.register(W1863.init, scope: .unique)
    container.register(W1864.init, scope: .unique)
    container.register(W1865.init, scope: .unique)
    container.register(W1866.init, scope: .unique)
    container.register(W1867.init, scope: .unique)
    container.register(W1868.init, scope: .unique)
    container.register(W1869.init, scope: .unique)
    container.register(W1870.init, scope: .unique)
    container.register(W1871.init, scope: .unique)
    container.register(W1872.init, scope: .unique)
    container.register(W1873.init, scope: .unique)
    container.register(W1874.init, scope: .unique)
    container.register(W1875.init, scope: .unique)
    container.register(W1876.init, scope: .unique)
    container.register(W1877.init, scope: .unique)
    container.register(W1878.init, scope: .unique)
    container.register(W1879.init, scope: .unique)
    container.register(W1880.init, scope: .unique)
    container.register(W1881.init, scope: .unique)
    container.register(W1882.init, scope: .unique)
    container.register(W1883.init, scope: .unique)
    container.register(W1884.init, scope: .unique)
    container.register(W1885.init, scope: .unique)
    container.register(W1886.init, scope: .unique)
    container.register(W1887.init, scope: .unique)
    container.register(W1888.init, scope: .unique)
    container.register(W1889.init, scope: .unique)
    container.register(W1890.init, scope: .unique)
    container.register(W1891.init, scope: .unique)
    container.register(W1892.init, scope: .unique)
    container.register(W1893.init, scope: .unique)
    container.register(W1894.init, scope: .unique)
    container.register(W1895.init, scope: .unique)
    container.register(W1896.init, scope: .unique)
    container.register(W1897.init, scope: .unique)
    container.register(W1898.init, scope: .unique)
    container.register(W1899.init, scope: .unique)
}

@inline(never)
func registerWiredPart19(in container: DIRuntime.Container) {
    container.register(W1900.init, scope: .unique)
    container.register(W1901.init, scope: .unique)
    container.register(W1902.init, scope: .unique)
    container.register(W1903.init, scope: .unique)
    container.register(W1904.init, scope: .unique)
    container.register(W1905.init, scope: .unique)
    container.register(W1906.init, scope: .unique)
    container.register(W1907.init, scope: .unique)
    container.register(W1908.init, scope: .unique)
    container.register(W1909.init, scope: .unique)
    container.register(W1910.init, scope: .unique)
    container.register(W1911.init, scope: .unique)
    container.register(W1912.init, scope: .unique)
    container.register(W1913.init, scope: .unique)
    container.register(W1914.init, scope: .unique)
    container.register(W1915.init, scope: .unique)
    container.register(W1916.init, scope: .unique)
    container.register(W1917.init, scope: .unique)
    container.register(W1918.init, scope: .unique)
    container.register(W1919.init, scope: .unique)
    container.register(W1920.init, scope: .unique)
    container.register(W1921.init, scope: .unique)
    container.register(W1922.init, scope: .unique)
    container.register(W1923.init, scope: .unique)
    container.register(W1924.init, scope: .unique)
    container.register(W1925.init, scope: .unique)
    container.register(W1926.init, scope: .unique)
    container.register(W1927.init, scope: .unique)
    container.register(W1928.init, scope: .unique)
    container.register(W1929.init, scope: .unique)
    container.register(W1930.init, scope: .unique)
    container.register(W1931.init, scope: .unique)
    container.register(W1932.init, scope: .unique)
    container.register(W1933.init, scope: .unique)
    container.register(W1934.init, scope: .unique)
    container.register(W1935.init, scope: .unique)
    container.register(W1936.init, scope: .unique)
    container.register(W1937.init, scope: .unique)
    container.register(W1938.init, scope: .unique)
    container.register(W1939.init, scope: .unique)
    container.register(W1940.init, scope: .unique)
    container.register(W1941.init, scope: .unique)
    container.register(W1942.init, scope: .unique)
    container.register(W1943.init, scope: .unique)
    container.register(W1944.init, scope: .unique)
    container.register(W1945.init, scope: .unique)
    container.register(W1946.init, scope: .unique)
    container.register(W1947.init, scope: .unique)
    container.register(W1948.init, scope: .unique)
    container.register(W1949.init, scope: .unique)
    container.register(W1950.init, scope: .unique)
    container.register(W1951.init, scope: .unique)
    container.register(W1952.init, scope: .unique)
    container.register(W1953.init, scope: .unique)
    container.register(W1954.init, scope: .unique)
    container.register(W1955.init, scope: .unique)
    container.register(W1956.init, scope: .unique)
    container.register(W1957.init, scope: .unique)
    container.register(W1958.init, scope: .unique)
    container.register(W1959.init, scope: .unique)
    container.register(W1960.init, scope: .unique)
    container.register(W1961.init, scope: .unique)
    container.register(W1962.init, scope: .unique)
    container.register(W1963.init, scope: .unique)
    container.register(W1964.init, scope: .unique)
    container.register(W1965.init, scope: .unique)
    container.register(W1966.init, scope: .unique)
    container.register(W1967.init, scope: .unique)
    container.register(W1968.init, scope: .unique)
    container.register(W1969.init, scope: .unique)
    container.register(W1970.init, scope: .unique)
    container.register(W1971.init, scope: .unique)
    container.register(W1972.init, scope: .unique)
    container.register(W1973.init, scope: .unique)
    container.register(W1974.init, scope: .unique)
    container.register(W1975.init, scope: .unique)
    container.register(W1976.init, scope: .unique)
    container.register(W1977.init, scope: .unique)
    container.register(W1978.init, scope: .unique)
    container.register(W1979.init, scope: .unique)
    container.register(W1980.init, scope: .unique)
    container.register(W1981.init, scope: .unique)
    container.register(W1982.init, scope: .unique)
    container.register(W1983.init, scope: .unique)
    container.register(W1984.init, scope: .unique)
    container.register(W1985.init, scope: .unique)
    container.register(W1986.init, scope: .unique)
    container.register(W1987.init, scope: .unique)
    container.register(W1988.init, scope: .unique)
    container.register(W1989.init, scope: .unique)
    container.register(W1990.init, scope: .unique)
    container.register(W1991.init, scope: .unique)
    container.register(W1992.init, scope: .unique)
    container.register(W1993.init, scope: .unique)
    container.register(W1994.init, scope: .unique)
    container.register(W1995.init, scope: .unique)
    container.register(W1996.init, scope: .unique)
    container.register(W1997.init, scope: .unique)
    container.register(W1998.init, scope: .unique)
    container.register(W1999.init, scope: .unique)
}

func registerDIRuntimeWired(in container: DIRuntime.Container) {
    registerWiredPart0(in: container)
    registerWiredPart1(in: container)
    registerWiredPart2(in: container)
    registerWiredPart3(in: container)
    registerWiredPart4(in: container)
    registerWiredPart5(in: container)
    registerWiredPart6(in: container)
    registerWiredPart7(in: container)
    registerWiredPart8(in: container)
    registerWiredPart9(in: container)
    registerWiredPart10(in: container)
    registerWiredPart11(in: container)
    registerWiredPart12(in: container)
    registerWiredPart13(in: container)
    registerWiredPart14(in: container)
    registerWiredPart15(in: container)
    registerWiredPart16(in: container)
    registerWiredPart17(in: container)
    registerWiredPart18(in: container)
    registerWiredPart19(in: container)
}
