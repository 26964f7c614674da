import sys
n = 10 ** 5000
try:
    str(n)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(str(10 ** 4299)), int("9" * 4300) % 97)
sys.set_int_max_str_digits(6000)
print(len(str(n)), str(n)[:5], sys.get_int_max_str_digits())
sys.set_int_max_str_digits(0)
print(len(str(10 ** 10000)))
sys.set_int_max_str_digits(4300)
print(hex(n)[:10], len(hex(n)), n.bit_length(), f"{2**200:x}"[:8])
try:
    sys.set_int_max_str_digits(100)
except ValueError as e:
    print("ValueError:", e)
def digits_sum(k):
    return sum(map(int, str(k)))
print(digits_sum(2 ** 1000), digits_sum(3 ** 500))
a = 123456789 ** 20
b = 987654321 ** 15
print(a * b % (10 ** 20), a // b, (a + b) & 0xFFFFFFFF, a ^ b > 0, (-a) >> 100, (-a) % 1000, -a // 7 * 7 + (-a) % 7 == -a)
print(pow(a, b, 10 ** 9 + 9), pow(a, -1, 10 ** 9 + 7), a.bit_count(), (2 ** 100 - 1).bit_count())
print(round(a, -130) == a - a % 10 ** 130 + (10 ** 130 if a % 10 ** 130 >= 5 * 10 ** 129 else 0), round(12345, -2), round(-2 ** 70, -20))
print(float(2 ** 1023) * 1.5, 2 ** 1024 > 1e308)
try:
    float(2 ** 1024)
except OverflowError as e:
    print("OverflowError:", e)
try:
    2 ** 1024 / 1
except OverflowError as e:
    print("OverflowError:", e)
print(2 ** 1024 // 3 % 1000, (2 ** 1024) / (2 ** 1020), 10 ** 400 // 10 ** 398, 7 ** 300 / 7 ** 299)
