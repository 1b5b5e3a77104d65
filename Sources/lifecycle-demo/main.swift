print("lifecycle-demo")
