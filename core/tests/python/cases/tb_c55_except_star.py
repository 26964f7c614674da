def run():
    raise ExceptionGroup("batch", [ValueError("v1"), KeyError("k"), ValueError("v2")])
try:
    run()
except* ValueError as eg:
    print("handled", [str(e) for e in eg.exceptions])
