def work():
    try:
        raise ExceptionGroup("eg", [ValueError("v"), TypeError("t")])
    except* ValueError:
        raise KeyError("replaced")


def main():
    work()


main()
