// 200 concrete types whose initializers are auto-wired, each taking the one before it, so auto-wired
// registration is measured as an app writes it too. Generated: for i in 0..<200 a `struct W<i>` and one
// `register(W<i>.init)` line each.
import DIRuntime

struct W0: Sendable {}
struct W1: Sendable { let previous: W0 }
struct W2: Sendable { let previous: W1 }
struct W3: Sendable { let previous: W2 }
struct W4: Sendable { let previous: W3 }
struct W5: Sendable { let previous: W4 }
struct W6: Sendable { let previous: W5 }
struct W7: Sendable { let previous: W6 }
struct W8: Sendable { let previous: W7 }
struct W9: Sendable { let previous: W8 }
struct W10: Sendable { let previous: W9 }
struct W11: Sendable { let previous: W10 }
struct W12: Sendable { let previous: W11 }
struct W13: Sendable { let previous: W12 }
struct W14: Sendable { let previous: W13 }
struct W15: Sendable { let previous: W14 }
struct W16: Sendable { let previous: W15 }
struct W17: Sendable { let previous: W16 }
struct W18: Sendable { let previous: W17 }
struct W19: Sendable { let previous: W18 }
struct W20: Sendable { let previous: W19 }
struct W21: Sendable { let previous: W20 }
struct W22: Sendable { let previous: W21 }
struct W23: Sendable { let previous: W22 }
struct W24: Sendable { let previous: W23 }
struct W25: Sendable { let previous: W24 }
struct W26: Sendable { let previous: W25 }
struct W27: Sendable { let previous: W26 }
struct W28: Sendable { let previous: W27 }
struct W29: Sendable { let previous: W28 }
struct W30: Sendable { let previous: W29 }
struct W31: Sendable { let previous: W30 }
struct W32: Sendable { let previous: W31 }
struct W33: Sendable { let previous: W32 }
struct W34: Sendable { let previous: W33 }
struct W35: Sendable { let previous: W34 }
struct W36: Sendable { let previous: W35 }
struct W37: Sendable { let previous: W36 }
struct W38: Sendable { let previous: W37 }
struct W39: Sendable { let previous: W38 }
struct W40: Sendable { let previous: W39 }
struct W41: Sendable { let previous: W40 }
struct W42: Sendable { let previous: W41 }
struct W43: Sendable { let previous: W42 }
struct W44: Sendable { let previous: W43 }
struct W45: Sendable { let previous: W44 }
struct W46: Sendable { let previous: W45 }
struct W47: Sendable { let previous: W46 }
struct W48: Sendable { let previous: W47 }
struct W49: Sendable { let previous: W48 }
struct W50: Sendable { let previous: W49 }
struct W51: Sendable { let previous: W50 }
struct W52: Sendable { let previous: W51 }
struct W53: Sendable { let previous: W52 }
struct W54: Sendable { let previous: W53 }
struct W55: Sendable { let previous: W54 }
struct W56: Sendable { let previous: W55 }
struct W57: Sendable { let previous: W56 }
struct W58: Sendable { let previous: W57 }
struct W59: Sendable { let previous: W58 }
struct W60: Sendable { let previous: W59 }
struct W61: Sendable { let previous: W60 }
struct W62: Sendable { let previous: W61 }
struct W63: Sendable { let previous: W62 }
struct W64: Sendable { let previous: W63 }
struct W65: Sendable { let previous: W64 }
struct W66: Sendable { let previous: W65 }
struct W67: Sendable { let previous: W66 }
struct W68: Sendable { let previous: W67 }
struct W69: Sendable { let previous: W68 }
struct W70: Sendable { let previous: W69 }
struct W71: Sendable { let previous: W70 }
struct W72: Sendable { let previous: W71 }
struct W73: Sendable { let previous: W72 }
struct W74: Sendable { let previous: W73 }
struct W75: Sendable { let previous: W74 }
struct W76: Sendable { let previous: W75 }
struct W77: Sendable { let previous: W76 }
struct W78: Sendable { let previous: W77 }
struct W79: Sendable { let previous: W78 }
struct W80: Sendable { let previous: W79 }
struct W81: Sendable { let previous: W80 }
struct W82: Sendable { let previous: W81 }
struct W83: Sendable { let previous: W82 }
struct W84: Sendable { let previous: W83 }
struct W85: Sendable { let previous: W84 }
struct W86: Sendable { let previous: W85 }
struct W87: Sendable { let previous: W86 }
struct W88: Sendable { let previous: W87 }
struct W89: Sendable { let previous: W88 }
struct W90: Sendable { let previous: W89 }
struct W91: Sendable { let previous: W90 }
struct W92: Sendable { let previous: W91 }
struct W93: Sendable { let previous: W92 }
struct W94: Sendable { let previous: W93 }
struct W95: Sendable { let previous: W94 }
struct W96: Sendable { let previous: W95 }
struct W97: Sendable { let previous: W96 }
struct W98: Sendable { let previous: W97 }
struct W99: Sendable { let previous: W98 }
struct W100: Sendable { let previous: W99 }
struct W101: Sendable { let previous: W100 }
struct W102: Sendable { let previous: W101 }
struct W103: Sendable { let previous: W102 }
struct W104: Sendable { let previous: W103 }
struct W105: Sendable { let previous: W104 }
struct W106: Sendable { let previous: W105 }
struct W107: Sendable { let previous: W106 }
struct W108: Sendable { let previous: W107 }
struct W109: Sendable { let previous: W108 }
struct W110: Sendable { let previous: W109 }
struct W111: Sendable { let previous: W110 }
struct W112: Sendable { let previous: W111 }
struct W113: Sendable { let previous: W112 }
struct W114: Sendable { let previous: W113 }
struct W115: Sendable { let previous: W114 }
struct W116: Sendable { let previous: W115 }
struct W117: Sendable { let previous: W116 }
struct W118: Sendable { let previous: W117 }
struct W119: Sendable { let previous: W118 }
struct W120: Sendable { let previous: W119 }
struct W121: Sendable { let previous: W120 }
struct W122: Sendable { let previous: W121 }
struct W123: Sendable { let previous: W122 }
struct W124: Sendable { let previous: W123 }
struct W125: Sendable { let previous: W124 }
struct W126: Sendable { let previous: W125 }
struct W127: Sendable { let previous: W126 }
struct W128: Sendable { let previous: W127 }
struct W129: Sendable { let previous: W128 }
struct W130: Sendable { let previous: W129 }
struct W131: Sendable { let previous: W130 }
struct W132: Sendable { let previous: W131 }
struct W133: Sendable { let previous: W132 }
struct W134: Sendable { let previous: W133 }
struct W135: Sendable { let previous: W134 }
struct W136: Sendable { let previous: W135 }
struct W137: Sendable { let previous: W136 }
struct W138: Sendable { let previous: W137 }
struct W139: Sendable { let previous: W138 }
struct W140: Sendable { let previous: W139 }
struct W141: Sendable { let previous: W140 }
struct W142: Sendable { let previous: W141 }
struct W143: Sendable { let previous: W142 }
struct W144: Sendable { let previous: W143 }
struct W145: Sendable { let previous: W144 }
struct W146: Sendable { let previous: W145 }
struct W147: Sendable { let previous: W146 }
struct W148: Sendable { let previous: W147 }
struct W149: Sendable { let previous: W148 }
struct W150: Sendable { let previous: W149 }
struct W151: Sendable { let previous: W150 }
struct W152: Sendable { let previous: W151 }
struct W153: Sendable { let previous: W152 }
struct W154: Sendable { let previous: W153 }
struct W155: Sendable { let previous: W154 }
struct W156: Sendable { let previous: W155 }
struct W157: Sendable { let previous: W156 }
struct W158: Sendable { let previous: W157 }
struct W159: Sendable { let previous: W158 }
struct W160: Sendable { let previous: W159 }
struct W161: Sendable { let previous: W160 }
struct W162: Sendable { let previous: W161 }
struct W163: Sendable { let previous: W162 }
struct W164: Sendable { let previous: W163 }
struct W165: Sendable { let previous: W164 }
struct W166: Sendable { let previous: W165 }
struct W167: Sendable { let previous: W166 }
struct W168: Sendable { let previous: W167 }
struct W169: Sendable { let previous: W168 }
struct W170: Sendable { let previous: W169 }
struct W171: Sendable { let previous: W170 }
struct W172: Sendable { let previous: W171 }
struct W173: Sendable { let previous: W172 }
struct W174: Sendable { let previous: W173 }
struct W175: Sendable { let previous: W174 }
struct W176: Sendable { let previous: W175 }
struct W177: Sendable { let previous: W176 }
struct W178: Sendable { let previous: W177 }
struct W179: Sendable { let previous: W178 }
struct W180: Sendable { let previous: W179 }
struct W181: Sendable { let previous: W180 }
struct W182: Sendable { let previous: W181 }
struct W183: Sendable { let previous: W182 }
struct W184: Sendable { let previous: W183 }
struct W185: Sendable { let previous: W184 }
struct W186: Sendable { let previous: W185 }
struct W187: Sendable { let previous: W186 }
struct W188: Sendable { let previous: W187 }
struct W189: Sendable { let previous: W188 }
struct W190: Sendable { let previous: W189 }
struct W191: Sendable { let previous: W190 }
struct W192: Sendable { let previous: W191 }
struct W193: Sendable { let previous: W192 }
struct W194: Sendable { let previous: W193 }
struct W195: Sendable { let previous: W194 }
struct W196: Sendable { let previous: W195 }
struct W197: Sendable { let previous: W196 }
struct W198: Sendable { let previous: W197 }
struct W199: Sendable { let previous: W198 }

func registerAutowiredTypes(in container: DIRuntime.Container) {
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
