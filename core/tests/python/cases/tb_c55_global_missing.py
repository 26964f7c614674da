def setup():
    global config
    config = {"debug": True}
def use():
    return settings["debug"]
setup()
print(config["debug"])
use()
