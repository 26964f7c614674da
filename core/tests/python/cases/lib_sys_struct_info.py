# sys.float_info, int_info, hash_info and version_info: struct sequences with CPython's values,
# repr, attribute and index access, and read-only fields.
import sys

print(sys.float_info)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info.min)
print(sys.float_info.max_exp, sys.float_info.mant_dig, sys.float_info.radix)
print(sys.int_info)
print(sys.int_info.bits_per_digit, sys.int_info.default_max_str_digits)
print(sys.hash_info)
print(sys.hash_info.modulus == 2**61 - 1, sys.hash_info.inf == hash(float("inf")))
print(sys.version_info[:2], sys.version_info >= (3, 8), sys.version_info.major, sys.version_info.minor)
print(sys.version_info.releaselevel, sys.version_info < (4,), tuple(sys.version_info)[:2])
print(type(sys.float_info), isinstance(sys.float_info, tuple))
print(len(sys.float_info), sys.float_info[0], sys.float_info[-1], list(sys.int_info))
print(sys.float_info.n_fields, sys.float_info.n_sequence_fields, sys.float_info.n_unnamed_fields)
print(1.0 + sys.float_info.epsilon > 1.0, 1.0 + sys.float_info.epsilon / 2 == 1.0)
print(sys.float_info.max * 2 == float("inf"), sys.float_info.min / 2 > 0)
mx, mexp = sys.float_info[:2]
print(mx, mexp)
for name in ["max", "dig"]:
    try:
        setattr(sys.float_info, name, 1)
    except AttributeError as e:
        print(name, e)
try:
    sys.no_such_thing
except AttributeError as e:
    print(e)
print(hash(sys.float_info) == hash(tuple(sys.float_info)), sys.float_info == tuple(sys.float_info))
