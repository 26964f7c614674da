# int <-> str and float at any size, with CPython's rounding and its 4300-digit limit.
import sys
print(int('123456789012345678901234567890'), int('-0b' + '1' * 70, 0), int('  1_000_000_000_000_000_000_000  '))
print(int('f' * 30, 16), int('z' * 20, 36), int('-9223372036854775809'), int('9223372036854775808'))
print(int(1e30), int(-1.5e300) % 1000, int(2.5e19), round(1e30), round(-2.5e20))
print(float(2**70), float(-2**1023), 2**70 / 3, -(7**77) / 3, 2**70 + 0.5, (2**80) * 1.5, 2**200 / 2**190)
print(float(2**53 + 1), float(2**64 + 2**11 + 1), float(-(2**64 + 2**11)), 10**300 / 10**299)
print(str(2**200), repr(2**200), [2**64, (2**65,)], {2**64: 2**65}, f'{2**70}', '%d' % 2**70, '{}'.format(2**70))
print(hex(2**70), oct(-2**70), bin(2**65), hex(-2**64), oct(8), bin(-5))
print((2**70).bit_length(), (2**70 - 1).bit_count(), (-2**70).bit_length(), (2**70).as_integer_ratio())
print((1e30).as_integer_ratio(), (0.1).as_integer_ratio(), (2**70).real, (2**70).numerator, (2**70).denominator)
print(round(123456789012345678901234567890, -10), round(-25 * 10**20, -21), round(2**70, 5), round(35 * 10**19, -20))
print(sys.get_int_max_str_digits(), len(str(10**4299)))
try:
    str(10**5000)
except ValueError as e:
    print(e)
try:
    int('9' * 5000)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(10000)
print(len(str(10**5000)), len(repr(-10**5000)), str(int('7' * 6000))[:5])
try:
    sys.set_int_max_str_digits(5)
except ValueError as e:
    print(e)
for bad in [2**1024, -2**1100]:
    try:
        float(bad)
    except OverflowError as e:
        print(e)
try:
    2**1100 / 3
except OverflowError as e:
    print(e)
try:
    2**1100 + 0.5
except OverflowError as e:
    print(e)
