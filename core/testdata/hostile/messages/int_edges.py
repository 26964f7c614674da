# The smallest 64-bit int modulo and floor-divided by -1, zero to a negative power.
# reference: cpython
# exit: 1
# error: ZeroDivisionError: 0.0 cannot be raised to a negative power
m = -9223372036854775807 - 1
print(m % -1, 7 % -1, -7 // 2, 7 % -3)
print(0 ** -1)
