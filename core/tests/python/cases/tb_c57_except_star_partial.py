def work():
    raise ExceptionGroup("batch", [KeyError("k"), ValueError("v"), TypeError("t")])

try:
    work()
except* KeyError as eg:
    print("handled", [repr(e) for e in eg.exceptions])
except* ValueError:
    print("value errors handled")
