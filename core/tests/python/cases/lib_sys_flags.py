import sys

f = sys.flags
print(type(f), isinstance(f, tuple), len(f), f.n_fields, f.n_sequence_fields, f.n_unnamed_fields)
print(f.debug, f.inspect, f.interactive, f.optimize, f.verbose, f.quiet, f.isolated)
print(f.dev_mode, f.utf8_mode, f.safe_path, f.int_max_str_digits, f.bytes_warning)
print(f[0], f[-1], f[2:4], f.hash_randomization)
print(sys.flags is sys.flags, f == tuple(f))
for name in ("debug", "no_site", "no_user_site", "ignore_environment", "warn_default_encoding"):
    print(name, getattr(f, name))
try:
    f.debug = 1
except AttributeError as e:
    print("AttributeError:", e)
print(f.no_such_flag)
