from decimal import Decimal as D
import decimal
for s in ['١٢', '١.٥e٢', '１２３', ' 7 ', '1_000', '1__0', '_1', '1_', '1.5_0', 'Inf', '-infinity', 'sNaN12', 'nan(1)', '0x1', '1e+', '.', '+.5', '-0e-0', '1E5', '\u00a05\u2003', '٣_٤']:
    try:
        print(repr(s), repr(D(s)))
    except decimal.InvalidOperation as e:
        print(repr(s), 'InvalidOperation')
print(int('١٢'), float('١.٥'), int('1_0'), float('1_0.5'))
for s in ['_', '+_1', '1_e5', 'in_f', 'na_n', 'N_a_N', '1e_5', '1.\u2003', '\u20035', '1\u20032', 'é', '٣x', '\x001']:
    try:
        print(repr(s), repr(D(s)))
    except decimal.InvalidOperation as e:
        print(repr(s), 'InvalidOperation')
