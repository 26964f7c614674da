def handle():
    print("handling")
    raise
handle()
