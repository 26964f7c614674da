greeting = {"héllo": "wörld"}
print(greeting["héllo"])
message = "naïve café " + greeting["héllo"] + greeting["añil"]
