# pickle: CPython's errors for truncated and malformed pickles, and for bad arguments.
import io
import pickle

bad = [b"", b"\x80\x04", b"\x80\x04\x95\x05", b"\x80\x04\x95\x05\x00\x00\x00\x00\x00\x00\x00N.",
       b"N", b"X\x05\x00\x00\x00ab", b"\xff", b"z", b"\x00", b"\x7f", b"(.", b"a", b"\x80\x09N.",
       b"0.", b"h\x05.", b"K", b"I12", b"I12x\n.", b"S\"abc\n.", b"Sabc\n.", b"}(NN\x8f.", b"(1N.",
       b"}N\x85R.", b"\x82\x05.", b"\x82\x00.", b"P1\n.", b"ab", b"\x80\x02K\x01\x85)\x81.",
       b"\x80\x02\x8c\x01a\x8c\x01b\x93.", b"\x80\x04K\x01K\x02\x93.", b"t.", b"(t1.", b"}(Nu.",
       b"](K\x01K\x02e0.", b"\x8b\xff\xff\xff\xff.", b"N0.", b"N2.", b"2", b"1", b"]K\x01a.", b"(K\x01d."]
for data in bad:
    try:
        print(data, "->", repr(pickle.loads(data)))
    except Exception as e:
        print(data, type(e).__name__, e)
for p in (6, 99):
    try:
        pickle.dumps(None, p)
    except ValueError as e:
        print("ValueError", e)
try:
    pickle.loads("text")
except TypeError as e:
    print("TypeError", e)
try:
    pickle.Pickler(io.BytesIO(), 4, buffer_callback=print)
    print("buffer_callback accepted")
except (ValueError, NotImplementedError) as e:
    print(type(e).__name__)
try:
    pickle.Pickler(io.BytesIO(), 3, buffer_callback=print)
except ValueError as e:
    print("ValueError", e)
f = io.BytesIO(pickle.dumps(1) + b"K")
print(pickle.load(f))
try:
    pickle.load(f)
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)
try:
    pickle.load(f)
except EOFError as e:
    print("EOFError", e)
