def work():
    raise ExceptionGroup("jobs", [ValueError(1), TypeError(2), ValueError(3)])

def run():
    try:
        work()
    except* ValueError as eg:
        print("handled", len(eg.exceptions))

run()
